package org.kaylescourseware.site.exercisebook;

import java.nio.file.Path;
import java.util.Collections;
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
        Optional<String> problem = problem(lessonFile, section);
        if (problem.isPresent()) {
            throw new IllegalStateException(problem.get());
        }
        sections.put(lessonFile.toAbsolutePath().normalize(), section);
    }

    /** Why {@link #record} would refuse the section of {@code lessonFile}; empty when it would record it. */
    public Optional<String> problem(Path lessonFile, ExerciseSection section) {
        if (sections.containsKey(lessonFile.toAbsolutePath().normalize())) {
            return Optional.of("this page already has an Exercises section; a page has one, so"
                    + " that its exercises are numbered once (#exercise-1, ...): remove the second directive");
        }
        for (Map.Entry<Path, ExerciseSection> other : sections.entrySet()) {
            for (Exercise mine : section.exercises()) {
                for (Exercise theirs : other.getValue().exercises()) {
                    if (mine.prompt().question().equals(theirs.prompt().question())) {
                        return Optional.of("exercise " + mine.number() + " asks what exercise "
                                + theirs.number() + " of " + other.getKey().getFileName() + " asks; choose another"
                                + " variant (seed=) so that every page's exercises are its own");
                    }
                }
            }
        }
        return Optional.empty();
    }

    /** Every section recorded, by lesson file, in the order they were recorded. */
    public Map<Path, ExerciseSection> sections() {
        return Collections.unmodifiableMap(new LinkedHashMap<>(sections));
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
