'use client';

// My account's error boundary is the app's one, which words its message for the account under
// /profile. It catches errors of the profile pages; an error of app/profile/layout.tsx itself
// reaches app/error.tsx, the same component.
export { default } from '../error';
