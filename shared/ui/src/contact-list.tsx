/** A store's contact details (`ShopConfig.contact`), any of which may be missing. */
export interface ContactDetails {
  email: string | null;
  phone: string | null;
  address: string | null;
}

export const hasContact = ({ email, phone, address }: ContactDetails): boolean =>
  Boolean(email || phone || address);

/** The store's e-mail (as a mail link), phone and address, as a list; the footer and 'Nosotros'. */
export function ContactList({ contact }: { contact: ContactDetails }) {
  const { email, phone, address } = contact;
  return (
    <ul>
      {email && (
        <li>
          <a href={`mailto:${email}`}>{email}</a>
        </li>
      )}
      {phone && <li>{phone}</li>}
      {address && <li>{address}</li>}
    </ul>
  );
}
