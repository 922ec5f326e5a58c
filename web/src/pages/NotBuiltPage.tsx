import { SimplePage } from '../components/SimplePage';

/** Every route the product has but this build does not implement yet. */
export default function NotBuiltPage({ name }: { name: string }) {
  return (
    <SimplePage title={name}>
      <p className="text-muted">{name} is not built yet.</p>
    </SimplePage>
  );
}
