import { useMe } from '../../api/me';
import { Panel } from '../../components/Panel';
import { useSignedInUser } from '../../session';

/** Name and email; the email changes only through support. */
export function AccountDetails() {
  const user = useSignedInUser();
  const { data } = useMe();
  const rows = [
    { term: 'Name', value: data?.fullName || user.fullName || '—' },
    { term: 'Email', value: data?.email || user.email },
  ];
  return (
    <Panel title="Account" description="To change your email address, please contact support.">
      <dl className="grid gap-4 sm:grid-cols-2">
        {rows.map((row) => (
          <div key={row.term}>
            <dt className="text-sm font-medium text-muted">{row.term}</dt>
            <dd className="mt-1 break-words text-fg">{row.value}</dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}
