import { useState } from 'react';
import {
  defaultFieldErrorPolicy,
  defaultMissingEntries,
  importDefaults,
  scheduleUnitDefaults,
  type FieldErrorPolicy,
  type FieldMapping,
  type ImportFormat,
  type ImportMode,
  type MissingEntries,
  type ProductIdentifier,
  type ScheduleUnit,
  type SourceOptions,
} from '@zaplecze/contract/product-import/product-import';
import type {
  DryRunView,
  ImportTaskView,
  TemplateView,
} from '@zaplecze/contract/product-import/product-import-api';
import { platformProfileById } from '@zaplecze/contract/product-import/product-import-automap';

export type Stage = 'upload' | 'mapping' | 'confirmed' | 'completed';
export const defaultSource: SourceOptions = { encoding: 'auto', delimiter: 'auto' };

export interface ScheduleSettings {
  name: string;
  unit: ScheduleUnit;
  interval: number;
  time: string;
}

/** The wizard's state and the transitions of 002 §4 'Import stage flow'. */
export function useImportWizard() {
  const [stage, setStage] = useState<Stage>('upload');
  const [format, setFormat] = useState<ImportFormat>(importDefaults.format);
  const [identifier, setIdentifier] = useState<ProductIdentifier>(importDefaults.identifier);
  const [mode, setMode] = useState<ImportMode>(importDefaults.mode);
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [task, setTask] = useState<ImportTaskView | null>(null);
  const [mapping, setMapping] = useState<FieldMapping>({});
  const [dryRun, setDryRun] = useState<DryRunView | null>(null);
  const [recurring, setRecurring] = useState(false);
  const [url, setUrl] = useState('');
  const [sourceOptions, setSourceOptions] = useState<SourceOptions>(defaultSource);
  const [missingEntries, setMissingEntries] = useState<MissingEntries>(defaultMissingEntries);
  const [fieldErrorPolicy, setFieldErrorPolicy] = useState<FieldErrorPolicy>(defaultFieldErrorPolicy);
  const [schedule, setSchedule] = useState<ScheduleSettings>({
    name: '',
    unit: importDefaults.scheduleUnit,
    interval: importDefaults.scheduleInterval,
    time: importDefaults.scheduleTime,
  });

  return {
    stage,
    format,
    identifier,
    mode,
    templateId,
    task,
    mapping,
    dryRun,
    recurring,
    url,
    schedule,
    sourceOptions,
    setSourceOptions,
    missingEntries,
    setMissingEntries,
    fieldErrorPolicy,
    setFieldErrorPolicy,
    setFormat,
    setIdentifier,
    setMode,
    setUrl,
    setRecurring,
    setMapping,
    setScheduleName: (name: string) => setSchedule((current) => ({ ...current, name })),
    setScheduleTime: (time: string) => setSchedule((current) => ({ ...current, time })),
    setScheduleInterval: (interval: number) => setSchedule((current) => ({ ...current, interval })),
    /** A unit change resets the interval: minutes → 5, hours → 1, days → 1. */
    setScheduleUnit: (unit: ScheduleUnit) =>
      setSchedule((current) => ({ ...current, unit, interval: scheduleUnitDefaults[unit] })),
    /**
     * Applies the template's mode, identifier and mapping; an unknown template clears the mapping.
     * Returns the applied template: its reading choices go through the caller, which also reads an
     * uploaded file again with them.
     */
    applyTemplate: (id: string | null, templates: TemplateView[]): TemplateView | null => {
      setTemplateId(id);
      const template = templates.find((item) => item.id === id);
      if (!template) {
        setMapping({});
        return null;
      }
      setMode(template.importMode);
      setIdentifier(template.productIdentifier);
      setFormat(template.format);
      setMapping(template.fieldMapping);
      setMissingEntries(template.missingEntries);
      setFieldErrorPolicy(template.fieldErrorPolicy);
      return template;
    },
    templateDeleted: () => {
      setTemplateId(null);
      setMapping({});
    },
    uploaded: (next: ImportTaskView, keepMapping: boolean) => {
      setTask(next);
      setSourceOptions(next.sourceOptions);
      if (!keepMapping) setMapping({});
      // A recognised platform export names its shop's real categories and producers: created by default.
      const profile = platformProfileById(next.profile?.id);
      if (!keepMapping && profile) setMissingEntries(profile.missingEntries);
      setDryRun(null);
      setStage('mapping');
    },
    /** The file read again with other choices: the mapping keeps the columns that are still there. */
    sourceChanged: (next: ImportTaskView) => {
      setTask(next);
      setSourceOptions(next.sourceOptions);
      setMapping((current) =>
        Object.fromEntries(Object.entries(current).filter(([column]) => next.header.includes(column))),
      );
    },
    confirmed: (result: DryRunView) => {
      setDryRun(result);
      setStage('confirmed');
    },
    completed: () => setStage('completed'),
    reset: () => {
      setStage('upload');
      setTask(null);
      setDryRun(null);
      setSourceOptions(defaultSource);
    },
  };
}
export type ImportWizard = ReturnType<typeof useImportWizard>;
