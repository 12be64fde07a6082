import type { DeliveryFailureCode } from '@expertos/domain/integration.schema';
import {
  type EgressError,
  type EgressFailureKind,
  egressFailureKind,
} from '../../../platform/http/egress-errors.js';

/** The delivery log's name for each way the egress guard fails (docs/architecture.md#egress-guard). */
const BY_KIND: Record<EgressFailureKind, DeliveryFailureCode> = {
  refused: 'refused_target',
  timeout: 'timeout',
  too_large: 'too_large',
  aborted: 'cancelled',
  dns: 'dns_failure',
  connection_refused: 'connection_refused',
  tls: 'tls_error',
  network: 'network_error',
};

/** Why an attempt failed when the guard threw: the log's code (the error's message is its text). */
export function egressFailureCode(error: EgressError): DeliveryFailureCode {
  return BY_KIND[egressFailureKind(error)];
}
