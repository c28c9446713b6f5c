/** Field error texts in the visitor's language (namespaces validation and errors): the form pattern's. */
export { useFieldTexts } from '@/components/ui/form-texts';
