'use client';

export { CatalogueError as default } from '@/components/plans/catalogue-error';
