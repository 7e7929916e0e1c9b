package org.kaylescourseware.site.publish;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What an output folder may replace, and that it is replaced whole. */
class OutputFolderTest {

    @TempDir
    Path dir;

    /** Publishes one file with {@code text} into {@code output}. */
    private static void publish(Path output, String text, List<Path> sources) throws IOException {
        try (OutputFolder folder = OutputFolder.claim(output, sources, line -> { })) {
            Files.writeString(folder.staging().resolve("index.html"), text);
            folder.publish();
        }
    }

    private static List<String> names(Path folder) throws IOException {
        try (Stream<Path> entries = Files.list(folder)) {
            return entries.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void publishedFolderIsALinkToAMarkedVersionBesideIt() throws IOException {
        Path site = dir.resolve("site");
        publish(site, "one", List.of());
        assertTrue(Files.isSymbolicLink(site));
        assertEquals("one", Files.readString(site.resolve("index.html")));
        assertTrue(Files.isRegularFile(site.resolve(OutputFolder.MARKER)));
        assertEquals(dir.resolve(".site-builds"), site.toRealPath().getParent());
        assertFalse(Files.readSymbolicLink(site).isAbsolute(), "a relative link survives moving the project");
    }

    @Test
    void republishingReplacesTheWholeFolderAndDeletesTheOldVersion() throws IOException {
        Path site = dir.resolve("site");
        publish(site, "one", List.of());
        Path first = site.toRealPath();
        publish(site, "two", List.of());
        assertEquals("two", Files.readString(site.resolve("index.html")));
        assertFalse(Files.exists(first), "the old version is gone");
        assertEquals(List.of("lock", site.toRealPath().getFileName().toString()), names(dir.resolve(".site-builds")));
    }

    @Test
    void folderHoldingTheUsersFilesIsRefusedAndLeftAlone() throws IOException {
        Path mine = Files.createDirectories(dir.resolve("mine"));
        Files.writeString(mine.resolve("thesis.tex"), "years of work");
        OutputRefused refused = assertThrows(OutputRefused.class, () -> publish(mine, "site", List.of()));
        assertEquals("cannot write to '" + mine + "': it holds files this program did not publish (thesis.tex);"
                + " give a new or empty folder, or move those files away", refused.getMessage());
        assertEquals("years of work", Files.readString(mine.resolve("thesis.tex")));
        assertEquals(List.of("mine"), names(dir), "nothing was created beside it either");
    }

    @Test
    void projectFolderHoldingTheSourcesIsRefusedWithoutNamingAnotherCommandsOption() throws IOException {
        Path content = Files.createDirectories(dir.resolve("content"));
        OutputRefused refused = assertThrows(OutputRefused.class, () -> publish(dir, "site", List.of(content)));
        assertEquals("cannot write to '" + dir + "': it holds " + content + ", which the program reads; publish into a new folder"
                + " of its own", refused.getMessage(), "no option named: build says --output, worksheet --out");
        OutputRefused inside = assertThrows(OutputRefused.class, () -> publish(content.resolve("site"), "x", List.of(content)));
        assertTrue(inside.getMessage().contains("it lies inside " + content), inside.getMessage());
        assertEquals(List.of("content"), names(dir));
        assertEquals(List.of(), names(content));
    }

    @Test
    void sourcesReachedThroughALinkAreProtectedToo() throws IOException {
        Path project = Files.createDirectories(dir.resolve("project"));
        Path content = Files.createDirectories(project.resolve("content"));
        Path alias = Files.createSymbolicLink(dir.resolve("alias"), project);
        assertThrows(OutputRefused.class, () -> publish(alias.resolve("content"), "x", List.of(content)));
        assertThrows(OutputRefused.class, () -> publish(alias, "x", List.of(content)));
    }

    @Test
    void fileAndForeignLinkAreRefused() throws IOException {
        Path file = Files.writeString(dir.resolve("notes.txt"), "mine");
        assertEquals("cannot write to '" + file + "': it is a file, not a folder; give a new folder",
                assertThrows(OutputRefused.class, () -> publish(file, "x", List.of())).getMessage());
        Path elsewhere = Files.createDirectories(dir.resolve("elsewhere"));
        Path link = Files.createSymbolicLink(dir.resolve("site"), elsewhere);
        assertTrue(assertThrows(OutputRefused.class, () -> publish(link, "x", List.of())).getMessage()
                .contains("it is a link to " + elsewhere + " that this program did not make"));
        assertEquals("mine", Files.readString(file));
        assertEquals(elsewhere, Files.readSymbolicLink(link));
    }

    @Test
    void emptyFolderAndACopyOfAPublishedFolderAreReplaced() throws IOException {
        Path empty = Files.createDirectories(dir.resolve("empty"));
        publish(empty, "one", List.of());
        assertEquals("one", Files.readString(empty.resolve("index.html")));

        Path copy = Files.createDirectories(dir.resolve("copy"));
        Files.writeString(copy.resolve(OutputFolder.MARKER), "");
        Files.writeString(copy.resolve("old.html"), "old");
        publish(copy, "two", List.of());
        assertTrue(Files.isSymbolicLink(copy));
        assertFalse(Files.exists(copy.resolve("old.html")));
    }

    @Test
    void leftoversOfAnInterruptedRunAreRemovedByTheNextClaim() throws IOException {
        Path site = dir.resolve("site");
        publish(site, "one", List.of());
        Path versions = dir.resolve(".site-builds");
        Files.createDirectories(versions.resolve("v1-99-1/lessons"));
        Files.writeString(versions.resolve("v1-99-1/" + OutputFolder.MARKER), "");
        Files.createSymbolicLink(versions.resolve("link-v1-99-1"), Path.of(".site-builds/v1-99-1"));
        Files.createDirectories(versions.resolve("v1-99-2-scratch"));
        Files.writeString(versions.resolve("v1-99-2-scratch/" + OutputFolder.MARKER), "");
        Files.createDirectories(versions.resolve("v1-99-3"));
        OutputFolder.claim(site, List.of(), line -> { }).close();
        assertEquals(List.of("lock", site.toRealPath().getFileName().toString()), names(versions));
        assertEquals(List.of(".site-builds", "site"), names(dir));
        assertEquals("one", Files.readString(site.resolve("index.html")), "the published version stays");
    }

    /** Issue 28, item 11: a link to a version this program made, deleted since, was refused as "a link ... that this program did not make". */
    @Test
    void linkToAVersionThatWasDeletedIsReplaced() throws IOException {
        Path site = dir.resolve("site");
        publish(site, "one", List.of());
        MarkedFolders.deleteTree(site.toRealPath());
        publish(site, "two", List.of());
        assertEquals("two", Files.readString(site.resolve("index.html")));
    }

    @Test
    void runThatDoesNotPublishLeavesThePublishedVersionAndNoStaging() throws IOException {
        Path site = dir.resolve("site");
        publish(site, "one", List.of());
        try (OutputFolder folder = OutputFolder.claim(site, List.of(), line -> { })) {
            Files.writeString(folder.staging().resolve("index.html"), "half");
            Files.writeString(folder.scratch().resolve("copy.md"), "sources");
        }
        assertEquals("one", Files.readString(site.resolve("index.html")));
        assertEquals(List.of("lock", site.toRealPath().getFileName().toString()), names(dir.resolve(".site-builds")));
    }

    @Test
    void secondRunPublishingTheSameFolderAtOnceIsRefused() throws IOException {
        Path site = dir.resolve("site");
        OutputFolder first = OutputFolder.claim(site, List.of(), line -> { });
        try {
            OutputRefused refused = assertThrows(OutputRefused.class, () -> OutputFolder.claim(site, List.of(), line -> { }));
            assertTrue(refused.getMessage().endsWith("this program is already publishing it; wait for that run to finish"));
        } finally {
            first.close();
        }
    }

    @Test
    void foldersGetTheUsersNormalPermissions() throws IOException {
        Path site = dir.resolve("site");
        publish(site, "one", List.of());
        Path ordinary = Files.createDirectory(dir.resolve("ordinary"));
        assertEquals(PosixFilePermissions.toString(Files.getPosixFilePermissions(ordinary)),
                PosixFilePermissions.toString(Files.getPosixFilePermissions(site.toRealPath())), "not 0700");
        assertEquals(PosixFilePermissions.toString(Files.getPosixFilePermissions(ordinary)),
                PosixFilePermissions.toString(Files.getPosixFilePermissions(dir.resolve(".site-builds"))));
    }

    @Test
    void parentThatIsAFileIsRefusedInOneLine() throws IOException {
        Path file = Files.writeString(dir.resolve("file"), "x");
        OutputRefused refused = assertThrows(OutputRefused.class, () -> publish(file.resolve("site"), "x", List.of()));
        assertFalse(refused.getMessage().contains("\n"), refused.getMessage());
        assertTrue(refused.getMessage().startsWith("cannot write to '" + file.resolve("site") + "': cannot create "),
                refused.getMessage());
        assertFalse(Files.exists(file.resolve("site"), LinkOption.NOFOLLOW_LINKS));
    }
}
