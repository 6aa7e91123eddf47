export { EvaluateFileButton } from './components/evaluate-file-button';
