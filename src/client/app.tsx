import { QueryClientProvider } from '@tanstack/react-query';
import { Route, Switch } from 'wouter';
import { queryClient } from './lib/query-client.ts';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <Switch>
        <Route path="/">
          <main className="p-8 text-2xl">Solace</main>
        </Route>
      </Switch>
    </QueryClientProvider>
  );
}
