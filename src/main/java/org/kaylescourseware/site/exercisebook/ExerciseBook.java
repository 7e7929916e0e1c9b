package org.kaylescourseware.site.exercisebook;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.kaylescourseware.exercise.Exercise;

/**
 * The exercise sections one build drew, by the page (lesson or game) that asked for them: what the
 * answer key pages of the instructor edition list. A page has at most one Exercises section, so its
 * exercise anchors ({@code #exercise-1}, ...) stay unique on the page; and no exercise asks what an
 * exercise of another page asks, so that every page's exercises are its own.
 */
public final class ExerciseBook {

    /** What an answer key page's file name adds to its lesson's: {@code kayles.html} → {@code kayles-answers.html}. */
    public static final String ANSWER_KEY_SUFFIX = "-answers";

    private final Map<Path, ExerciseSection> sections = new LinkedHashMap<>();

    /**
     * Records the section of {@code lessonFile}.
     *
     * @throws IllegalStateException when that page already has one, or one of its exercises asks what
     *         an exercise of another page asks
     */
    public void record(Path lessonFile, ExerciseSection section) {
        Path page = lessonFile.toAbsolutePath().normalize();
        if (sections.containsKey(page)) {
            throw new IllegalStateException("this page already has an Exercises section; a page has one, so"
                    + " that its exercises are numbered once (#exercise-1, ...): remove the second directive");
        }
        for (Map.Entry<Path, ExerciseSection> other : sections.entrySet()) {
            for (Exercise mine : section.exercises()) {
                for (Exercise theirs : other.getValue().exercises()) {
                    if (mine.prompt().question().equals(theirs.prompt().question())) {
                        throw new IllegalStateException("exercise " + mine.number() + " asks what exercise "
                                + theirs.number() + " of " + other.getKey().getFileName() + " asks; choose another"
                                + " variant (seed=) so that every page's exercises are its own");
                    }
                }
            }
        }
        sections.put(page, section);
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
