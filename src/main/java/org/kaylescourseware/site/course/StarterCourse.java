package org.kaylescourseware.site.course;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Map;
import java.util.stream.Stream;
import org.kaylescourseware.site.publish.FolderTree;
import org.kaylescourseware.site.publish.OutputFolder;

/**
 * A new course project in one step, what {@code new DIR} writes: a home page, one lesson (a Grundy
 * table and a checked fact about Guiles, the octal game 0.15), its rule file, the course's templates
 * and a README with the two commands. It is written into a folder beside {@code DIR} and moved into
 * place whole, so that {@code DIR} is either the whole project or as it was.
 */
public final class StarterCourse {

    /** The lesson's file in the project, and so its page. */
    public static final String LESSON = "content/lessons/guiles.md";

    private static final Map<String, String> FILES = Map.of(
            "README.md", """
                    # A course of combinatorial games

                    Every number on its pages is computed when the site is built. Two commands, run in this folder:

                    ```sh
                    java -jar kayles-courseware.jar build    # the site, in site/ (open site/index.html)
                    java -jar kayles-courseware.jar serve    # http://127.0.0.1:8820/, built again on every change
                    ```

                    A lesson is a Markdown file in content/lessons/, a game a rule file in content/games/; the pages'
                    look is in templates/.
                    """,
            "content/index.md", """
                    title=A course of combinatorial games
                    type=home
                    status=published
                    summary=Impartial games whose every number is computed.
                    ~~~~~~

                    Two players take turns, and the player who cannot move loses. Each lesson studies one such game.
                    """,
            LESSON, """
                    title=Guiles
                    type=lesson
                    status=published
                    order=1
                    summary=A game of heaps whose values repeat from the start.
                    ~~~~~~

                    Guiles is played with heaps of tokens. A move takes a heap of one token, or takes two tokens
                    from a heap, either a whole heap of two or two tokens from the middle of a larger heap,
                    leaving two heaps. The player who cannot move loses.

                    The value of a heap of n tokens, G(n), is the smallest number that is not the value of a
                    position one move away; the value of two heaps is the nim-sum of theirs, their binary
                    addition without carries. The first values:

                    ```solver
                    grundy-table game=guiles to=39 columns=10 symbol=G
                    ```

                    From a heap of {{fact preperiod game=guiles expect=1}} token on, the values repeat with
                    period {{fact period game=guiles expect=10}}.
                    """,
            "content/games/guiles.yaml", """
                    # Guiles (Winning Ways, ch. 4): take a heap of one, or two tokens leaving no heap or two heaps.
                    id: guiles
                    name: Guiles
                    rule: 0.15
                    compute-to: 300
                    table-to: 59
                    check-to: 12
                    """);

    private StarterCourse() {
    }

    /**
     * Writes the project into {@code folder}, which must be missing or empty, with the templates of
     * {@code templates} (the course built into the program).
     *
     * @throws IllegalArgumentException naming {@code folder} when it is a file or holds anything
     * @throws UncheckedIOException     when the project cannot be written; then {@code folder} is as it was
     */
    public static void write(Path folder, Path templates) {
        Path target = folder.toAbsolutePath().normalize();
        requireEmpty(folder, target);
        Path parent = target.getParent();
        Path staging = null;
        try {
            Files.createDirectories(parent);
            staging = Files.createTempDirectory(parent, "." + target.getFileName() + "-new-");
            for (Map.Entry<String, String> file : FILES.entrySet()) {
                Path path = staging.resolve(file.getKey());
                Files.createDirectories(path.getParent());
                Files.writeString(path, file.getValue(), StandardCharsets.UTF_8);
            }
            FolderTree.copy(templates, staging.resolve("templates"));
            Files.move(staging, target, StandardCopyOption.ATOMIC_MOVE);
            staging = null;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the new course into " + folder + ": " + OutputFolder.reason(e), e);
        } catch (UncheckedIOException e) {
            throw new UncheckedIOException("cannot write the new course into " + folder + ": " + e.getMessage(), e.getCause());
        } finally {
            if (staging != null) {
                removeStaging(staging);
            }
        }
    }

    private static void requireEmpty(Path folder, Path target) {
        if (target.getParent() == null) {
            throw new IllegalArgumentException("'" + folder + "' is the root of the file system; give a new folder");
        }
        if (Files.isDirectory(target, LinkOption.NOFOLLOW_LINKS)) {
            try (Stream<Path> entries = Files.list(target)) {
                if (entries.findAny().isEmpty()) {
                    return;
                }
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read " + folder + ": " + e.getMessage(), e);
            }
            throw new IllegalArgumentException("'" + folder + "' is not empty; give a new or empty folder for the course");
        }
        if (Files.exists(target, LinkOption.NOFOLLOW_LINKS)) {
            throw new IllegalArgumentException("'" + folder + "' is a file, not a folder; give a new or empty folder for the course");
        }
    }

    private static void removeStaging(Path staging) {
        try {
            FolderTree.delete(staging);
        } catch (UncheckedIOException e) {
            // a staging folder left behind is hidden and named for the course; nothing of DIR was touched
        }
    }
}
