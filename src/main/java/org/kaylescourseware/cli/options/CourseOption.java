package org.kaylescourseware.cli.options;

import java.nio.file.Path;
import java.util.Optional;
import org.kaylescourseware.rules.ImpartialRule;
import org.kaylescourseware.site.project.CourseProject;
import org.kaylescourseware.site.games.GameCatalog;
import org.kaylescourseware.site.games.GameReference;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/**
 * {@code --project DIR}, for the commands that take a game: the course whose rule files name the
 * games. Without it, the current folder when it holds a course, else the course built into this
 * program, so that every command knows the course's games in any folder.
 */
public final class CourseOption {

    /** The partizan game {@code outcome} answers for besides the course's impartial games. */
    public static final String PARTIZAN_KAYLES = "partizan-kayles";

    @Option(names = "--project", paramLabel = "DIR",
            description = "The course project whose games (content/games/*.yaml) the command knows (default: the current"
                    + " folder when it holds one, else the course built into this program).")
    public Path project;

    /** The course, or a parameter error naming a folder that is not one. */
    public CourseProject course(CommandSpec spec) {
        try {
            return CourseProject.locate(Optional.ofNullable(project));
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), "Invalid value for --project: " + e.getMessage());
        }
    }

    /** The game {@code text} names in the course; a bad value is a parameter error that says what is valid. */
    public GameReference game(String text, CommandSpec spec) {
        try {
            return course(spec).games().named(text);
        } catch (IllegalArgumentException e) {
            throw invalidGame(text, e, spec);
        }
    }

    /**
     * The rule of the game {@code text} names: a rule written out (an octal code, nim) is read as it
     * stands, without reading the course's rule files, which only its name would need; an id, or any
     * game with {@code --project} (whose folder is checked), is looked up in the course.
     */
    public ImpartialRule rule(String text, CommandSpec spec) {
        if (project != null || !GameCatalog.looksLikeRule(text)) {
            return game(text, spec).rule();
        }
        try {
            return ImpartialRule.parse(text.strip());
        } catch (IllegalArgumentException e) {
            throw invalidGame(text, e, spec);
        }
    }

    private static ParameterException invalidGame(String text, IllegalArgumentException e, CommandSpec spec) {
        String problem = e.getMessage();
        return new ParameterException(spec.commandLine(), problem.startsWith(GameCatalog.UNKNOWN_GAME)
                ? "Unknown GAME '" + text + "': " + problem.substring(problem.indexOf(": ") + 2)
                : "Invalid GAME '" + text + "': " + problem);
    }
}
