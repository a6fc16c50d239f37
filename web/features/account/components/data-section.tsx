import { Download, FileJson, FileText } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { exportAccountUrl } from '../api/export-account.ts';
import { AccountSection } from './account-section.tsx';

/** Your data: download everything you wrote and did, free on every membership. */
export function DataSection() {
  return (
    <AccountSection
      title="Your data"
      icon={<Download />}
      description="Download your reflections, plans, readings and activity. JSON suits other apps; Markdown reads like a journal."
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button
          asChild
          variant="outline"
          className="h-auto min-h-11 max-w-full whitespace-normal py-2 text-center md:min-h-10"
        >
          <a href={exportAccountUrl('json')} download>
            <FileJson aria-hidden />
            Download as JSON
          </a>
        </Button>
        <Button
          asChild
          variant="outline"
          className="h-auto min-h-11 max-w-full whitespace-normal py-2 text-center md:min-h-10"
        >
          <a href={exportAccountUrl('markdown')} download>
            <FileText aria-hidden />
            Download as Markdown
          </a>
        </Button>
      </div>
    </AccountSection>
  );
}
