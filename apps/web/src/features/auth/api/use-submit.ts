import { useCallback, useState } from 'react';

/**
 * A request sent by a login-route form and whether it is in flight: the login route carries no TanStack Query
 * (docs/decisions/login-bundle.md), the other auth pages use `useMutation`.
 */
export function useSubmit<Input, Output>(send: (input: Input) => Promise<Output>) {
  const [isPending, setPending] = useState(false);
  const submit = useCallback(
    async (input: Input) => {
      setPending(true);
      try {
        return await send(input);
      } finally {
        setPending(false);
      }
    },
    [send],
  );
  return { isPending, submit };
}
