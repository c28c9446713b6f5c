export { ApiError, errorBody, type ErrorBody } from './api-error';
export { ERROR_CATALOGUE, ERROR_TEXT, type ErrorCode } from './catalogue';
export { deriveErrorText, noDataText } from './rules';
