import { useNavigate, useSearchParams } from 'react-router';
import { EditorPage } from '../components/editor-page';
import { QuizEditor } from '../components/quiz-editor/quiz-editor';

/** /instructor/quizzes/new: Create Quiz. `?courseId=` and `&lessonId=` preselect where it goes. */
export function Component() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const toList = () => navigate('/instructor/quizzes');
  return (
    <EditorPage title="Create Quiz" description="Write the questions, mark the answers, and choose where students meet it.">
      <QuizEditor
        quiz={null}
        defaults={{ courseId: params.get('courseId'), lessonId: params.get('lessonId') }}
        onSaved={toList}
        onCancel={toList}
      />
    </EditorPage>
  );
}
