import { CheckIcon } from '../../components/icons';
import { AUDIENCES } from './content';
import { Card, IconBadge, Section } from './Section';

export function AudienceSection() {
  return (
    <Section
      eyebrow="Who it's for"
      title="Built for performers"
      intro="Whether you work in front of a camera, a microphone or an audience."
      className="bg-surface-2"
    >
      <ul className="grid gap-6 md:grid-cols-3">
        {AUDIENCES.map(({ title, description, points, icon: Icon }) => (
          <li key={title}>
            <Card className="h-full">
              <IconBadge>
                <Icon className="size-6" />
              </IconBadge>
              <h3 className="mt-4 text-xl font-semibold text-fg">{title}</h3>
              <p className="mt-2 text-muted">{description}</p>
              <ul className="mt-4 space-y-2">
                {points.map((point) => (
                  <li key={point} className="flex items-start gap-2 text-fg">
                    <CheckIcon className="mt-0.5 size-5 shrink-0 text-accent-text" />
                    {point}
                  </li>
                ))}
              </ul>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
