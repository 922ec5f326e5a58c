/** The lead form schema and messages are shared with the server: one declaration, two consumers. */
export {
  leadInputSchema,
  LEAD_DUPLICATE_MESSAGE,
  LEAD_REQUIRED_MESSAGE,
  DEFAULT_LEAD_SOURCE,
  type LeadFields,
  type Lead,
} from '../../../functions/domain/leads/lead';
