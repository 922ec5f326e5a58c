import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { QueryProvider } from '../api/query-client';
import { PageLoading } from '../components/PageLoading';
import { Sidebar } from './Sidebar';
import { SidebarProvider } from './sidebar-state';
import { TopBar } from './TopBar';

/** The layout of every protected screen: sidebar, top bar, and the page. */
export default function AppShell() {
  return (
    <QueryProvider>
      <SidebarProvider>
        <div className="flex min-h-dvh">
          <Sidebar />
          <div className="flex min-w-0 flex-1 flex-col">
            <TopBar />
            <main id="main" className="flex-1">
              <Suspense fallback={<PageLoading />}>
                <Outlet />
              </Suspense>
            </main>
          </div>
        </div>
      </SidebarProvider>
    </QueryProvider>
  );
}
