package org.kaylescourseware.site.worksheet;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The exercise sections one build drew, by the lesson file that asked for them: what the answer key
 * pages of the instructor edition list. A lesson has at most one Exercises section, so its exercise
 * anchors ({@code #exercise-1}, ...) stay unique on the page.
 */
public final class ExerciseBook {

    /** What an answer key page's file name adds to its lesson's: {@code kayles.html} → {@code kayles-answers.html}. */
    public static final String ANSWER_KEY_SUFFIX = "-answers";

    private final Map<Path, ExerciseSection> sections = new LinkedHashMap<>();

    /**
     * Records the section of {@code lessonFile}.
     *
     * @throws IllegalStateException when that lesson already has one
     */
    public void record(Path lessonFile, ExerciseSection section) {
        if (sections.putIfAbsent(lessonFile.toAbsolutePath().normalize(), section) != null) {
            throw new IllegalStateException("this lesson already has an Exercises section; a lesson has one, so"
                    + " that its exercises are numbered once (#exercise-1, ...): remove the second directive");
        }
    }

    public Optional<ExerciseSection> section(Path lessonFile) {
        return Optional.ofNullable(sections.get(lessonFile.toAbsolutePath().normalize()));
    }

    public boolean isEmpty() {
        return sections.isEmpty();
    }

    /** The answer key's file name for a lesson's file name or page: {@code kayles.md} → {@code kayles-answers.html}. */
    public static String answerKeyName(String lessonName) {
        return lessonName.replaceFirst("\\.(md|html)$", "") + ANSWER_KEY_SUFFIX + ".html";
    }
}
