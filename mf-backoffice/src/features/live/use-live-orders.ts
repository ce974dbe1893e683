import { useEffect, useEffectEvent, useState } from 'react';
import {
  STAFF_EVENT_NAMES,
  type EventTicketAnswer,
  type OrderPlacedEvent,
  type PaymentChangedEvent,
} from '@store/contracts';
import { toStoreApiError } from '@store/platform';
import { adminApi } from '../api/admin-api';
import { ORDER_READERS, PAYMENT_NAMES } from '../texts';

/** After the first retry (at once), each waits twice the last, up to this. */
const LONGEST_WAIT_MS = 30_000;

export const placedText = ({ order }: OrderPlacedEvent) =>
  `Nuevo pedido N.º ${order.number}${order.company ? ` de ${order.company}` : ''}.`;
export const paymentText = ({ order }: PaymentChangedEvent) =>
  `Pago del pedido N.º ${order.number}: ${(PAYMENT_NAMES[order.paymentStatus] ?? order.paymentStatus).toLowerCase()}.`;

/**
 * The API's live events of the store's orders (`/api/admin/events`): `onChange` runs on each new
 * order or payment, and once more after a reconnection (what was missed meanwhile); answers the
 * last event in words, for a polite live region. An EventSource sends no Authorization header, so
 * each connection opens with a new one-use ticket asked with the staff token; after an error the
 * stream is closed and opened again with a new ticket (at once, then waiting longer each time). A
 * 401 or 403 for the ticket stops it (the session ended, or the role hears nothing). The stream
 * closes when the page unmounts.
 */
export function useLiveOrders(
  token: string,
  role: string,
  onChange: () => void,
  ticket: (token: string) => Promise<EventTicketAnswer> = adminApi.eventsTicket,
): string {
  const [announcement, setAnnouncement] = useState('');
  const changed = useEffectEvent(onChange);
  const askTicket = useEffectEvent(() => ticket(token));

  useEffect(() => {
    if (!ORDER_READERS.includes(role) || typeof EventSource === 'undefined') return undefined;
    let stopped = false;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let wait = 0;
    let opened = false;

    const retry = () => {
      if (stopped) return;
      timer = setTimeout(() => void connect(), wait);
      wait = Math.min(Math.max(wait * 2, 1_000), LONGEST_WAIT_MS);
    };
    const hear = <T>(name: string, words: (event: T) => string) =>
      source?.addEventListener(name, (message) => {
        setAnnouncement(words(JSON.parse((message as MessageEvent<string>).data) as T));
        changed();
      });

    async function connect(): Promise<void> {
      let url: string;
      try {
        url = (await askTicket()).url;
      } catch (failure) {
        const { status } = toStoreApiError(failure);
        if (status !== 401 && status !== 403) retry();
        return;
      }
      if (stopped) return;
      source = new EventSource(url);
      source.onopen = () => {
        wait = 0;
        if (opened) changed();
        opened = true;
      };
      // The ticket was used: the browser's own reconnection would be refused, so a new one.
      source.onerror = () => {
        source?.close();
        retry();
      };
      hear<OrderPlacedEvent>(STAFF_EVENT_NAMES.orderPlaced, placedText);
      hear<PaymentChangedEvent>(STAFF_EVENT_NAMES.paymentChanged, paymentText);
    }

    void connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
  }, [token, role]);

  return announcement;
}
