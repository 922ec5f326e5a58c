import { FEATURES } from './content';
import { Card, IconBadge, Section } from './Section';

export function FeaturesSection() {
  return (
    <Section
      id="features"
      eyebrow="Features"
      title="Everything you need to work on your craft"
      intro="Six tools that cover preparation, practice, feedback and the business side of performing."
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map(({ title, description, icon: Icon }) => (
          <li key={title}>
            <Card className="h-full">
              <IconBadge>
                <Icon className="size-6" />
              </IconBadge>
              <h3 className="mt-4 text-lg font-semibold text-fg">{title}</h3>
              <p className="mt-2 text-muted">{description}</p>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
