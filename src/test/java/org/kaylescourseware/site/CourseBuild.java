package org.kaylescourseware.site;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.kaylescourseware.site.cache.CacheFolder;
import org.kaylescourseware.site.cache.SolverVersion;
import org.kaylescourseware.site.course.Edition;
import org.kaylescourseware.site.directive.SolverCache;
import org.kaylescourseware.site.pdf.CoursePdf;
import org.kaylescourseware.site.project.SiteLayout;

/**
 * The real course (this project's content/ and templates/), baked once per test JVM into
 * target/test-sites/ and shared by the test classes that only read it: baking starts JBake's
 * database, which takes seconds. The instructor edition is baked once too, when a test asks for it,
 * and so is the student edition with its PDF, which only CoursePdfTest reads: printing the PDF
 * runs Chromium over the whole course at least twice (about 13 CPU-s a printing), so the site the
 * other tests read, and the two they compare with it, are baked without it. All keep their solver
 * results in one solver cache on disk, new in each test JVM: the first bake computes everything and
 * the others bake from what it kept.
 */
public final class CourseBuild {

    /** The project under test: Maven runs tests in the project folder. */
    public static final Path PROJECT = Path.of("").toAbsolutePath();
    public static final Path TEST_SITES = PROJECT.resolve("target/test-sites");

    private static Path site;
    private static BuildSummary siteSummary;
    private static Path instructorSite;
    private static Path printedSite;
    private static Path solverCache;

    private CourseBuild() {
    }

    /** The baked real course (build, without --pdf). */
    public static synchronized Path site() {
        if (site == null) {
            Path output = freshFolder("shared").resolve("site");
            siteSummary = new SiteBuilder(new SiteLayout(PROJECT), Edition.STUDENT, false, solverCache(), line -> { }).build(output);
            site = published(output);
            seedProjectCache();
        }
        return site;
    }

    /**
     * Gives the project the solver cache of the shared bake when it has none (a fresh clone): {@code mvn verify} builds
     * site/ with the jar after the tests, and on a fresh clone that build computed and typeset the whole course again,
     * the same results as this bake (its classes are the jar's: {@link SolverVersion} is a digest of them), alone at the
     * end of the run. With the cache it bakes from what this bake kept, and publishes the same site byte for byte
     * (CachedCourseBuildTest). The copy, secret included, is made beside the folder and renamed into place, so that a
     * run stopped in the middle leaves no half cache; a project that has a cache, or makes one meanwhile (a command a test runs
     * in the project), keeps its own.
     */
    private static void seedProjectCache() {
        Path own = PROJECT.resolve(CacheFolder.NAME);
        if (Files.exists(own, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
            return;
        }
        Path copy = freshFolder("seed").resolve(CacheFolder.NAME);
        try (Stream<Path> files = Files.list(solverCacheFolder())) {
            Files.createDirectories(copy);
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                Files.copy(file, copy.resolve(file.getFileName()), java.nio.file.StandardCopyOption.COPY_ATTRIBUTES);
            }
            Files.move(copy, own, java.nio.file.StandardCopyOption.ATOMIC_MOVE);
        } catch (java.nio.file.FileAlreadyExistsException | java.nio.file.DirectoryNotEmptyException e) {
            deleteTree(copy); // a command a test ran in the project made it meanwhile: the project keeps that one
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The real course built with its PDF (build --pdf), after {@link #site()} and from its solver cache, so that
     * CoursePdfTest reads the real one; without Chromium it is built without the PDF, and that test fails saying so.
     */
    public static synchronized Path printedSite() {
        if (printedSite == null) {
            site();
            Path output = freshFolder("printed").resolve("site");
            new SiteBuilder(new SiteLayout(PROJECT), Edition.STUDENT, false, solverCache(), line -> { }, CoursePdf.find()).build(output);
            printedSite = published(output);
        }
        return printedSite;
    }

    /** What baking {@link #site()} reported: it is the first bake of the JVM, so it computed everything. */
    static synchronized BuildSummary siteSummary() {
        site();
        return siteSummary;
    }

    /** The real course's instructor edition, baked once per test JVM as well, after the student edition. */
    public static synchronized Path instructorSite() {
        if (instructorSite == null) {
            site();
            Path output = freshFolder("instructor").resolve("site-instructor");
            new SiteBuilder(new SiteLayout(PROJECT), Edition.INSTRUCTOR, false, solverCache(), line -> { }).build(output);
            instructorSite = published(output);
        }
        return instructorSite;
    }

    /** The folder of the solver cache the real course's bakes share in this JVM; empty before the first. */
    static synchronized Path solverCacheFolder() {
        if (solverCache == null) {
            solverCache = freshFolder("solver-cache").resolve(CacheFolder.NAME);
        }
        return solverCache;
    }

    /** A new solver cache (as a new process has) on the folder of {@link #solverCacheFolder()}. */
    static SolverCache solverCache() {
        return new SolverCache(Optional.of(new CacheFolder(solverCacheFolder(), SolverVersion.current(), line -> { })));
    }

    /** An empty folder of its own under target/test-sites/. */
    static Path freshFolder(String name) {
        try {
            Files.createDirectories(TEST_SITES);
            return Files.createTempDirectory(TEST_SITES, name + "-");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The folder a published site leads to now (a published path is a link to its latest version). */
    static Path published(Path output) {
        try {
            return output.toRealPath();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Every file of the site published at {@code output}, with its bytes, keyed by relative path. */
    public static Map<String, byte[]> files(Path output) {
        Map<String, byte[]> files = new TreeMap<>();
        Path folder = published(output);
        try (Stream<Path> paths = Files.walk(folder)) {
            for (Path path : paths.filter(Files::isRegularFile).toList()) {
                files.put(folder.relativize(path).toString(), Files.readAllBytes(path));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return files;
    }

    /**
     * A small course in a new folder a test may change: the templates, the home page, the Kayles
     * lesson and two rule files (Kayles, Dawson's Kayles). It bakes in about a second once the JVM
     * has baked before.
     */
    public static Path smallCourse(String name) {
        return courseOf(name, List.of("index.md", "lessons/kayles.md", "games/kayles.yaml", "games/dawsons-kayles.yaml"));
    }

    /** The small course with every rule file of the course (content/games), for a test that needs the course's list of games. */
    static Path smallCourseWithEveryGame(String name) {
        return courseOf(name, List.of("index.md", "lessons/kayles.md", "games"));
    }

    /** A new project folder with the templates and these files or folders of content/. */
    private static Path courseOf(String name, List<String> content) {
        Path project = freshFolder(name);
        copyTree(PROJECT.resolve("templates"), project.resolve("templates"));
        for (String file : content) {
            copyTree(PROJECT.resolve("content").resolve(file), project.resolve("content").resolve(file));
        }
        return project;
    }

    /** Deletes a file, or a folder with everything in it, without following links; a missing one is fine. */
    static void deleteTree(Path root) {
        if (!Files.exists(root, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(root)) {
            for (Path path : paths.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.delete(path);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Copies a file, or a folder with everything in it. */
    public static void copyTree(Path from, Path to) {
        try (Stream<Path> paths = Files.walk(from)) {
            for (Path path : paths.toList()) {
                Path target = to.resolve(from.relativize(path).toString());
                if (Files.isDirectory(path)) {
                    Files.createDirectories(target);
                } else {
                    Files.createDirectories(target.getParent());
                    Files.copy(path, target);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
