import { startCloudProcess } from '../support/local-cloud-process';

/** One local cloud for the browser run; tests read its URLs from the environment. */
export default async function globalSetup() {
  const { cloud, stop } = await startCloudProcess();
  process.env.E2E_APP_URL = cloud.appUrl;
  process.env.E2E_MAIL_URL = cloud.mailUrl;
  process.env.E2E_CLOUD = JSON.stringify(cloud);
  return stop;
}
