package org.kaylescourseware.site.lessons;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.kaylescourseware.exercise.Difficulty;
import org.kaylescourseware.exercise.ExerciseSet;
import org.kaylescourseware.exercise.Plans;
import org.kaylescourseware.site.CourseBuild;
import org.kaylescourseware.site.directive.exercises.PagePositions;
import org.kaylescourseware.site.math.FormulaTex;

/**
 * The sets of six a lesson's page draws, at any seed and level: drawn around the positions the built page prints before
 * its Exercises section, as the build draws the section it publishes (seed 1, medium). Each set is drawn once for the
 * test classes that read them.
 */
final class LessonSets {

    private static final Map<String, ExerciseSet> DRAWN = new ConcurrentHashMap<>();
    private static final Map<String, Document> PAGES = new ConcurrentHashMap<>();

    private LessonSets() {
    }

    /** The set of six {@code lesson}'s page draws with {@code seed} at {@code difficulty}. */
    static ExerciseSet drawn(String lesson, long seed, Difficulty difficulty) {
        return DRAWN.computeIfAbsent(lesson + " " + seed + " " + difficulty, key -> ExerciseSet.generate(Plans.lesson(lesson), 6, seed,
                difficulty, Set.of(), PagePositions.ofPublishedPage(page(lesson).outerHtml())));
    }

    /** The built lesson page, its formulas holding their TeX. */
    static Document page(String lesson) {
        return PAGES.computeIfAbsent(lesson, id -> {
            Path page = CourseBuild.site().resolve("lessons/" + id + ".html");
            try {
                return FormulaTex.restore(Jsoup.parse(page.toFile(), "UTF-8"));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
    }

    /** The HTML of the built lesson page before its Exercises section. */
    static String before(String lesson) {
        String html = page(lesson).body().html();
        int exercises = html.indexOf("id=\"exercises\"");
        return exercises < 0 ? html : html.substring(0, exercises);
    }
}
