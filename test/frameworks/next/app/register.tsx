'use client';
import { useEffect } from 'react';
import { EventRegister } from 'event-register/react';

export function Register({ prerendered }: { prerendered: string }) {
  // For the app's test: React has hydrated the page.
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return <EventRegister prerendered={prerendered} onRegistered={(event) => console.info('registered', event.detail.registrationId)} />;
}
