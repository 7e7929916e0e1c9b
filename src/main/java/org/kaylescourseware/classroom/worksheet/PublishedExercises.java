package org.kaylescourseware.classroom.worksheet;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.kaylescourseware.exercise.CitedResults;
import org.kaylescourseware.exercise.Difficulty;
import org.kaylescourseware.exercise.ExerciseSet;
import org.kaylescourseware.exercise.LessonPlan;
import org.kaylescourseware.exercise.MathText;
import org.kaylescourseware.exercise.PrintedPositions;
import org.kaylescourseware.exercise.kinds.ExerciseCatalog;
import org.kaylescourseware.site.directive.exercises.GameExercisesDirective;
import org.kaylescourseware.site.directive.exercises.PagePositions;
import org.kaylescourseware.site.games.GameDefinition;
import org.kaylescourseware.site.markdown.CourseBlocks;

/**
 * The questions the course's pages publish for a lesson, each with its worked solution folded
 * under it: the sets of the lessons' {@code exercises} directives (read from the course's
 * {@code content/lessons/}, which the jar carries too) and of the game's own page. A lesson's page draws around
 * the positions it prints, which only its rendering knows: the set is drawn as a page that prints none draws it, and
 * again around the positions of the published page when the course has one. Worksheets and
 * exports draw around them, so that a student cannot look up a classroom exercise's solution.
 */
public final class PublishedExercises {

    private static final Pattern DIRECTIVE = Pattern.compile("(?m)^exercises(?:[ \\t]+(.*))?$");
    private static final Pattern ARGUMENT = Pattern.compile("(\\w+)=(\\S+)");

    private PublishedExercises() {
    }

    /** The questions published for the plan of {@code lesson} (a lesson, a game's id or an octal code). */
    public static Set<MathText> of(CourseFiles course, String lesson) {
        CitedResults cited = CourseBlocks.lessonResults(course.course().layout().content());
        String id = course.catalog().lessonPlan(lesson, cited).lesson();
        Set<MathText> questions = new HashSet<>();
        for (Path page : lessonPages(course)) {
            String text = read(page);
            Matcher m = DIRECTIVE.matcher(text);
            while (m.find()) {
                Map<String, String> args = arguments(m.group(1));
                String name = args.getOrDefault("lesson", page.getFileName().toString().replaceFirst("\\.md$", ""));
                LessonPlan plan = planOrNull(course, name, cited);
                if (plan != null && plan.lesson().equals(id)) {
                    add(questions, plan, args, PrintedPositions.NONE);
                    // the page draws around the positions it prints (issue 29): read them off the published page, if any
                    Path published = course.course().layout().site().resolve("lessons/" + page.getFileName().toString()
                            .replaceFirst("\\.md$", ".html"));
                    if (Files.isRegularFile(published)) {
                        add(questions, plan, args, PagePositions.ofPublishedPage(read(published)));
                    }
                }
            }
        }
        for (GameDefinition game : course.catalog().games()) {
            if (game.id().equals(id)) {
                ExerciseSet.generate(ExerciseCatalog.forGame(game.id(), game.name(), game.rule()),
                        GameExercisesDirective.COUNT, GameExercisesDirective.SEED, Difficulty.MEDIUM).exercises()
                        .forEach(e -> questions.add(e.prompt().question()));
            }
        }
        return Set.copyOf(questions);
    }

    /** The set a page's directive draws: count 6, seed 1, medium unless it says otherwise (ExercisesDirective). */
    private static void add(Set<MathText> questions, LessonPlan plan, Map<String, String> args, PrintedPositions printed) {
        try {
            ExerciseSet set = ExerciseSet.generate(plan, Integer.parseInt(args.getOrDefault("count", "6")),
                    Long.parseLong(args.getOrDefault("seed", "1")), Difficulty.parse(args.getOrDefault("difficulty", "medium")),
                    Set.of(), printed);
            set.exercises().forEach(e -> questions.add(e.prompt().question()));
        } catch (IllegalArgumentException e) {
            // a directive the build refuses publishes nothing
        }
    }

    private static LessonPlan planOrNull(CourseFiles course, String name, CitedResults cited) {
        try {
            return course.catalog().lessonPlan(name, cited);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    private static Map<String, String> arguments(String text) {
        Map<String, String> args = new HashMap<>();
        Matcher a = ARGUMENT.matcher(text == null ? "" : text);
        while (a.find()) {
            args.put(a.group(1), a.group(2));
        }
        return args;
    }

    private static List<Path> lessonPages(CourseFiles course) {
        Path lessons = course.course().layout().content().resolve("lessons");
        if (!Files.isDirectory(lessons)) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(lessons)) {
            return files.filter(f -> f.getFileName().toString().endsWith(".md")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String read(Path page) {
        try {
            return Files.readString(page);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
