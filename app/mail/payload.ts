/** What the forms send as the provider's `template_params` (spec section 7). */

export type ContactValues = { name: string; email: string; company: string; message: string }
export type AuditValues = { company: string; email: string }

export type TemplateParams = {
  from_name: string
  from_email: string
  company: string
  message: string
  to_email: string
}

export function contactParams(values: ContactValues, recipient: string): TemplateParams {
  return {
    from_name: values.name,
    from_email: values.email,
    company: values.company,
    message: values.message,
    to_email: recipient,
  }
}

/** The audit request names the company as sender; its message is a fixed sentence naming it. */
export function auditParams(
  values: AuditValues,
  message: string,
  recipient: string,
): TemplateParams {
  return {
    from_name: values.company,
    from_email: values.email,
    company: values.company,
    message,
    to_email: recipient,
  }
}

/** A mailto: link with what the visitor typed, for when sending fails. */
export function mailtoHref(to: string, subject: string, body: string): string {
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`
}
