import { Link } from 'react-router';
import { ArrowLeftRight } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { NoAccess } from '@/components/ui/no-access';
import { EvaluateFileButton } from '@/features/bulk-evaluation';
import { PageHeader } from '@/components/ui/page-header';
import { useCan } from '@/lib/authorization';
import type { EvaluatorVariant } from '../config/variants';
import { useEvaluatorWizard } from '../hooks/use-evaluator-wizard';
import { useConsentNotice } from '../api/get-consent-setting';
import { BasicDetailsStep } from './basic-details-step';
import { LoansStep } from './loans-step';
import { ResultsStep } from './results-step';
import { StepIndicator, WIZARD_STEPS } from './step-indicator';

/** The three-step Loan Evaluator; both routes render it, with their variant's configuration. */
export function LoanEvaluatorWizard({ variant }: { variant: EvaluatorVariant }) {
  const allowed = useCan('loan-evaluator', 'create');
  const consentNotice = useConsentNotice(allowed && variant.asksConsent);
  const wizard = useEvaluatorWizard(variant, consentNotice);

  if (!allowed) {
    return (
      <>
        <PageHeader title={variant.title} />
        <NoAccess message="Your role does not allow you to run the Loan Evaluator. Ask an administrator for access." />
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={variant.title}
        description={variant.description}
        actions={
          // One row: the page's title and description wrap first.
          <div className="flex flex-nowrap items-center gap-2">
            <Link to={variant.other.path} title={variant.other.title} className={buttonClasses('ghost')}>
              <ArrowLeftRight className="size-4" aria-hidden="true" />
              {variant.other.label}
            </Link>
            <EvaluateFileButton />
          </div>
        }
      />
      <StepIndicator current={wizard.step} hasResult={wizard.result !== null} onSelect={wizard.goTo} />
      <h2 className="sr-only">{WIZARD_STEPS[wizard.step - 1]}</h2>
      {wizard.step === 1 ? (
        <BasicDetailsStep
          // A new form when the notice arrives: its checks then include the consent box.
          key={consentNotice ? 'consent' : 'plain'}
          variant={variant}
          consentNotice={consentNotice}
          defaultValues={wizard.basic}
          review={wizard.reviewBasic}
          onDraft={wizard.saveBasicDraft}
          onSubmit={wizard.submitBasic}
        />
      ) : wizard.step === 2 ? (
        <LoansStep
          variant={variant}
          defaultValues={wizard.loans}
          evaluating={wizard.evaluating}
          onDraft={wizard.saveLoansDraft}
          onSubmit={(values) => void wizard.submitLoans(values)}
          onBack={() => wizard.goTo(1)}
        />
      ) : (
        <ResultsStep variant={variant} result={wizard.result} applicant={wizard.basic.user_name} onBack={() => wizard.goTo(2)} onStartOver={wizard.startOver} />
      )}
    </>
  );
}
