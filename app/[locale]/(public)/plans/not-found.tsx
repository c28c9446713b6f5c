'use client';

export { CatalogueNotFound as default } from '@/components/plans/catalogue-not-found';
