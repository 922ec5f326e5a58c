import { CheckIcon, GraduationCapIcon } from '../../components/icons';
import { formatUsd, STUDENT_DISCOUNT_PERCENT, STUDENT_DISCOUNT_TERMS, STUDENT_PLANS, studentPrice } from './content';
import { Card, IconBadge, Section } from './Section';

export function StudentDiscountSection() {
  return (
    <Section
      id="student-discount"
      eyebrow="Student Discount"
      title={`${STUDENT_DISCOUNT_PERCENT}% off for students`}
      intro={`Enrolled in a drama school, conservatory or university? Take ${STUDENT_DISCOUNT_PERCENT}% off any plan with proof of enrolment.`}
      className="bg-surface-2"
    >
      <div className="grid gap-8 lg:grid-cols-[1fr_2fr] lg:items-start">
        <Card>
          <IconBadge>
            <GraduationCapIcon className="size-6" />
          </IconBadge>
          <h3 className="mt-4 text-lg font-semibold text-fg">How it works</h3>
          <ul className="mt-4 space-y-3">
            {STUDENT_DISCOUNT_TERMS.map((term) => (
              <li key={term} className="flex items-start gap-2 text-fg">
                <CheckIcon className="mt-0.5 size-5 shrink-0 text-accent-text" />
                {term}
              </li>
            ))}
          </ul>
        </Card>
        <div>
          <ul className="grid gap-4 sm:grid-cols-3">
            {STUDENT_PLANS.map(({ name, monthlyPrice }) => (
              <li key={name}>
                <Card className="h-full text-center">
                  <h3 className="text-lg font-semibold text-fg">{name}</h3>
                  <p className="mt-3 text-muted">
                    <span className="sr-only">Regular price </span>
                    <s>{formatUsd(monthlyPrice)}/month</s>
                  </p>
                  <p className="mt-1 text-3xl font-bold text-fg">
                    <span className="sr-only">Student price </span>
                    {formatUsd(studentPrice(monthlyPrice))}
                    <span className="text-base font-medium text-muted">/month</span>
                  </p>
                </Card>
              </li>
            ))}
          </ul>
          <p className="mt-4 text-center text-sm text-muted">
            Plan prices per month. Student prices are shown after the {STUDENT_DISCOUNT_PERCENT}% discount.
          </p>
        </div>
      </div>
    </Section>
  );
}
