import { TESTIMONIALS } from './content';
import { Card, Section } from './Section';
import { StarRating } from './StarRating';

export function TestimonialsSection() {
  return (
    <Section
      eyebrow="Testimonials"
      title="Loved by working actors"
      intro="Performers at every stage use Greenroom to prepare, practise and book."
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {TESTIMONIALS.map((testimonial) => (
          <li key={testimonial.name}>
            <Card className="flex h-full flex-col">
              <figure className="flex h-full flex-col">
                <StarRating rating={testimonial.rating} />
                <blockquote className="mt-4 flex-1 text-fg">
                  <p>“{testimonial.content}”</p>
                </blockquote>
                <figcaption className="mt-6">
                  <span className="block font-semibold text-fg">{testimonial.name}</span>
                  <span className="block text-sm text-muted">
                    {testimonial.role}, {testimonial.company}
                  </span>
                </figcaption>
              </figure>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
