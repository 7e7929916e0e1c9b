package org.kaylescourseware.classroom.export;

import org.kaylescourseware.exercise.Exercise;

/** The HTML of an exported question's parts, rendered from the templates in {@code templates/export/}. */
public interface QuestionHtml {

    /** The question's text: the game, the exercise's prompt and what this part asks. */
    String question(LmsQuestion question);

    /** The general feedback: the answer and the worked solution. */
    String feedback(Exercise exercise);

    /** One choice. */
    String option(LmsQuestion.Option option);

    /** A multi-part exercise as one Moodle Cloze question: the prompt once, each part with its answer box. */
    String cloze(ClozeQuestion question);
}
