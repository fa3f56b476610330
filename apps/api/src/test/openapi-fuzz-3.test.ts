import { describeOperationFuzz } from './openapi-fuzz';

// One of four parts of the OpenAPI fuzz walk (docs/decisions/0033-openapi-fuzz-test.md).
describeOperationFuzz(2, 4);
