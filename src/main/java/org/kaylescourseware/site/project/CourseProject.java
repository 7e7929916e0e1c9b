package org.kaylescourseware.site.project;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.FileSystem;
import java.nio.file.FileSystemAlreadyExistsException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import org.kaylescourseware.exercise.LessonPlan;
import org.kaylescourseware.site.games.GameCatalog;
import org.kaylescourseware.site.markdown.CourseBlocks;

/**
 * The course a command works on: the project folder given with {@code --project}, else the current
 * folder when it holds a course ({@code content/games/}), else the course shipped inside the jar
 * (its rule files, copied there by the build). So {@code grundy treblecross} works in any folder,
 * and an author's changed rule file wins inside the project.
 *
 * @param layout  where the course keeps its parts; inside the jar for the bundled course
 * @param builtIn whether this is the course inside the jar
 */
public record CourseProject(SiteLayout layout, boolean builtIn) {

    /** Where the build puts the course's own files inside the jar (see the pom's resources). */
    static final String BUNDLED_ROOT = "/course";

    /**
     * The course for a command: {@code project} when given (it must hold {@code content/games/}),
     * else the current folder when it is a course project, else {@link #bundled()}.
     *
     * @throws IllegalArgumentException naming the folder when {@code project} is not a course project
     */
    public static CourseProject locate(Optional<Path> project) {
        if (project.isPresent()) {
            SiteLayout layout = new SiteLayout(project.get());
            if (!Files.isDirectory(layout.games())) {
                throw new IllegalArgumentException("'" + project.get() + "' is not a course project: it has no"
                        + " content/games/ folder of rule files; give the folder that holds content/ and templates/");
            }
            return new CourseProject(layout, false);
        }
        SiteLayout here = new SiteLayout(Path.of(""));
        return Files.isDirectory(here.games()) ? new CourseProject(here, false) : bundled();
    }

    /** The course shipped inside the jar: the rule files of {@code content/games/} as the jar was built. */
    public static CourseProject bundled() {
        return new CourseProject(new SiteLayout(BundledFiles.ROOT), true);
    }

    /**
     * The games of this course. A rule file with a problem does not stop the others: asking for
     * that game names the problem ({@link GameCatalog#resolve}).
     */
    public GameCatalog games() {
        return GameCatalog.lenient(layout.games());
    }

    /**
     * The exercise plan of {@code lesson} (a lesson, a game's id or an octal code) as this course draws it: its
     * games by the course's rule files, the results it cites by the numbers the course's lessons give them.
     *
     * @throws IllegalArgumentException naming the lesson and what would be valid, or a cited block the lessons lack
     */
    public LessonPlan lessonPlan(String lesson) {
        return games().lessonPlan(lesson, CourseBlocks.lessonResults(layout.content()));
    }

    /** Where the course is, as a message shows it: the folder, or "the course built into this program". */
    public String describe() {
        return builtIn ? "the course built into this program" : layout.root().toAbsolutePath().normalize().toString();
    }

    /**
     * The bundled course's root, opened once: a folder when the classes run from a build
     * ({@code target/classes/course}), else a folder of the jar's own file system. The file
     * system stays open for the life of the program, as the class does.
     */
    private static final class BundledFiles {

        static final Path ROOT = open();

        private static Path open() {
            URL games = CourseProject.class.getResource(BUNDLED_ROOT + "/content/games");
            if (games == null) {
                throw new IllegalStateException("this program was built without its course: no " + BUNDLED_ROOT
                        + "/content/games inside it");
            }
            try {
                URI uri = games.toURI();
                if (!"jar".equals(uri.getScheme())) {
                    return Path.of(uri).getParent().getParent();
                }
                return jarFileSystem(uri).getPath(BUNDLED_ROOT);
            } catch (URISyntaxException e) {
                throw new IllegalStateException("cannot read the course built into this program at " + games, e);
            }
        }

        private static FileSystem jarFileSystem(URI uri) {
            try {
                return FileSystems.newFileSystem(uri, Map.of());
            } catch (FileSystemAlreadyExistsException e) {
                return FileSystems.getFileSystem(uri);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot open the course built into this program", e);
            }
        }
    }
}
