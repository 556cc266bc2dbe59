import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { CrisisDialog } from './crisis-dialog.tsx';

interface CrisisDialogControls {
  openCrisisDialog: () => void;
  closeCrisisDialog: () => void;
  isCrisisDialogOpen: boolean;
}

const CrisisDialogContext = createContext<CrisisDialogControls | null>(null);

/** One crisis dialog for the whole app, so any screen (or the safety layer in chat) can open it. */
export function CrisisDialogProvider({ children, showSafetyPlan }: { children: ReactNode; showSafetyPlan?: boolean }) {
  const [open, setOpen] = useState(false);
  const openCrisisDialog = useCallback(() => setOpen(true), []);
  const closeCrisisDialog = useCallback(() => setOpen(false), []);
  const value = useMemo(
    () => ({ openCrisisDialog, closeCrisisDialog, isCrisisDialogOpen: open }),
    [openCrisisDialog, closeCrisisDialog, open],
  );
  return (
    <CrisisDialogContext.Provider value={value}>
      {children}
      <CrisisDialog open={open} onOpenChange={setOpen} showSafetyPlan={showSafetyPlan} />
    </CrisisDialogContext.Provider>
  );
}

export function useCrisisDialog(): CrisisDialogControls {
  const controls = useContext(CrisisDialogContext);
  if (!controls) throw new Error('useCrisisDialog must be used inside <CrisisDialogProvider>');
  return controls;
}
