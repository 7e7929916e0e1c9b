package org.kaylescourseware.site.source;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * A copy of the files a build reads from {@code content/} and {@code templates/}, taken once at
 * its start: JBake bakes the copy, so what it publishes is exactly what was checked here. The
 * course's own readers (outline, rule files) read the originals it lists, so that every message
 * names the author's file.
 *
 * <p>What is copied, and what is refused with a message naming the file:
 * <ul>
 * <li>pages ({@code .md}) anywhere in content/, rule files ({@code .yaml}, {@code .yml}) in
 *     content/games/, and static files ({@link #STATIC_FILES}) as they are; every other file
 *     (notes, editor backups) is ignored, as are hidden files and folders and folders holding a
 *     {@code .jbakeignore} file;</li>
 * <li>everything in templates/ but hidden files and editor backups;</li>
 * <li>a link to a file inside the project is copied as that file; a link that leads outside the
 *     project, and a link to a folder, are refused (the build never publishes what lies elsewhere);</li>
 * <li>HTML or AsciiDoc files in content/ are refused (pages are Markdown), and so are rule files
 *     outside content/games/, and pages that {@link SourceText} cannot read;</li>
 * <li>two files that would be published at the same place are refused, naming both;</li>
 * <li>a folder or file that cannot be read (but a hidden one, or an editor's leftover) stops the
 *     build with {@link SourceUnreadable}, naming every such path and why: a build without it would
 *     publish a site that silently lacks its pages.</li>
 * </ul>
 * Pages and rule files are copied as {@link SourceText} reads them (so without a byte order mark).
 */
public final class SourceSnapshot {

    /** Files in content/ published as they are: images and documents a page may show or link (a .bib: the references). */
    public static final Set<String> STATIC_FILES = Set.of("png", "jpg", "jpeg", "gif", "svg", "webp", "ico", "pdf", "bib");

    /** The folder of the site that the build fills with KaTeX. */
    private static final String RESERVED = "katex/";
    private static final Set<String> RULE_FILES = Set.of("yaml", "yml");
    private static final Set<String> OTHER_PAGE_FORMATS = Set.of("html", "htm", "xhtml", "adoc", "ad", "asciidoc");

    private final Path projectContent;
    private final Path copyRoot;
    private final List<Path> pages = new ArrayList<>();
    private final List<Path> ruleFiles = new ArrayList<>();
    private final Map<String, Path> published = new HashMap<>();
    private final List<String> unreadable = new ArrayList<>();
    private final SourceProblems problems;
    private final Path projectReal;

    private SourceSnapshot(Path project, Path copyRoot, SourceProblems problems) throws IOException {
        this.projectContent = project.resolve("content");
        this.copyRoot = copyRoot;
        this.problems = problems;
        this.projectReal = project.toAbsolutePath().toRealPath();
    }

    /**
     * Copies the sources of the project at {@code project} into {@code copyRoot} (which must be
     * empty or missing), recording every refused file in {@code problems}.
     *
     * @throws SourceUnreadable naming every folder or file of the sources that could not be read
     */
    public static SourceSnapshot take(Path project, Path copyRoot, SourceProblems problems) {
        try {
            SourceSnapshot snapshot = new SourceSnapshot(project, copyRoot, problems);
            writing(copyRoot, () -> Files.createDirectories(copyRoot));
            snapshot.copyTree(project.resolve("templates"), "templates", true);
            snapshot.copyTree(project.resolve("content"), "content", false);
            snapshot.pages.sort(null);
            snapshot.ruleFiles.sort(null);
            if (!snapshot.unreadable.isEmpty()) {
                throw new SourceUnreadable(snapshot.unreadable);
            }
            return snapshot;
        } catch (IOException e) {
            throw new SourceException(new SourceLocation(project, 1), "cannot read the project: " + e.getMessage(), e);
        }
    }

    /** The project folder of the copy: its content/ and templates/ are what JBake bakes. */
    public Path root() {
        return copyRoot;
    }

    /** The pages accepted, by their original paths, sorted. */
    public List<Path> pages() {
        return List.copyOf(pages);
    }

    /** The rule files accepted, by their original paths, sorted. */
    public List<Path> ruleFiles() {
        return List.copyOf(ruleFiles);
    }

    /** The original of a file in the copy's content/ folder. */
    public Path original(Path copied) {
        Path relative = copyRoot.resolve("content").toAbsolutePath().normalize()
                .relativize(copied.toAbsolutePath().normalize());
        return projectContent.resolve(relative.toString());
    }

    /** Removes a file from the copy, so that JBake does not bake it: it had a problem found after the copy. */
    public void withdraw(Path original) {
        Path copy = copyRoot.resolve("content").resolve(projectContent.relativize(original).toString());
        try {
            Files.deleteIfExists(copy);
        } catch (IOException e) {
            throw new SourceException(new SourceLocation(original, 1), "cannot leave out of the build: " + e.getMessage(), e);
        }
    }

    private void copyTree(Path from, String part, boolean templates) throws IOException {
        if (!Files.isDirectory(from)) {
            return;
        }
        Path to = copyRoot.resolve(part);
        Files.walkFileTree(from, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attributes) throws IOException {
                if (!dir.equals(from) && (hidden(dir) || Files.exists(dir.resolve(".jbakeignore")))) {
                    return FileVisitResult.SKIP_SUBTREE;
                }
                Path copy = to.resolve(from.relativize(dir).toString());
                writing(copy, () -> Files.createDirectories(copy));
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attributes) throws IOException {
                Path relative = from.relativize(file);
                if (!hidden(file) && !isEditorLeftover(file)) {
                    try {
                        visit(file, relative, to.resolve(relative.toString()), templates);
                    } catch (NoSuchFileException e) {
                        // deleted while the build copied it (an editor's save): not part of this build
                    }
                }
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFileFailed(Path file, IOException e) {
                // gone while listed (an editor's temporary file) is not part of this build; unreadable stops it
                if (!(e instanceof NoSuchFileException) && !hidden(file) && !isEditorLeftover(file)) {
                    unreadable.add(SourceUnreadable.line(file, e));
                }
                return FileVisitResult.CONTINUE;
            }
        });
    }

    private void visit(Path file, Path relative, Path copy, boolean templates) throws IOException {
        if (Files.isSymbolicLink(file) && !linkStaysInside(file)) {
            return;
        }
        if (templates) {
            copy(file, copy);
            if (relative.startsWith("assets")) {
                publishes(relative.subpath(1, relative.getNameCount()).toString(), file);
            }
            return;
        }
        String extension = extension(file);
        boolean inGames = relative.getNameCount() == 2 && relative.startsWith("games");
        if (extension.equals("md")) {
            if (accepted(file, copy)) {
                pages.add(file);
                publishes(withExtension(relative, "html"), file);
            }
        } else if (RULE_FILES.contains(extension)) {
            if (!inGames) {
                problems.add(new SourceException(new SourceLocation(file, 1), "a ." + extension + " file outside"
                        + " content/games/: rule files go in content/games/ (other YAML files are not read); move it there"
                        + " or out of content/"));
            } else if (accepted(file, copy)) {
                ruleFiles.add(file);
                publishes(withExtension(relative, "html"), file);
            }
        } else if (OTHER_PAGE_FORMATS.contains(extension)) {
            problems.add(new SourceException(new SourceLocation(file, 1), "." + extension + " files are not pages of"
                    + " this course: write the page in Markdown (.md; HTML inside Markdown passes through as it is),"
                    + " or put the file under templates/assets/ to publish it unchanged"));
        } else if (STATIC_FILES.contains(extension)) {
            copy(file, copy);
            publishes(relative.toString(), file);
        }
    }

    /** Whether a page or rule file can be read; if so its text is copied. */
    private boolean accepted(Path file, Path copy) throws IOException {
        String text;
        try {
            text = SourceText.read(file);
        } catch (SourceException e) {
            problems.add(e);
            return false;
        } catch (SourceUnreadable e) {
            if (Files.exists(file)) {
                unreadable.addAll(e.lines());
            } // else deleted while the build copied it (an editor's save): not part of this build
            return false;
        }
        writing(copy, () -> {
            Files.createDirectories(copy.getParent());
            Files.writeString(copy, text, StandardCharsets.UTF_8);
        });
        return true;
    }

    /** Copies a file as it is; one that cannot be opened for reading is noted as unreadable, not copied. */
    private void copy(Path file, Path copy) throws IOException {
        InputStream in;
        try {
            in = Files.newInputStream(file);
        } catch (NoSuchFileException e) {
            throw e;
        } catch (IOException e) {
            unreadable.add(SourceUnreadable.line(file, e));
            return;
        }
        OutputStream out;
        try {
            Files.createDirectories(copy.getParent());
            out = Files.newOutputStream(copy, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
        } catch (IOException e) {
            in.close();
            throw new UncheckedIOException("cannot write " + copy, e);
        }
        try (in; OutputStream written = out) {
            byte[] buffer = new byte[1 << 16];
            for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
                int length = n;
                writing(copy, () -> written.write(buffer, 0, length));
            }
        }
    }

    /**
     * Writes into the copy. A failure there (a full disk, say) is not the sources': it stops the build naming the path
     * it could not write, rather than as "cannot read the project" without one.
     */
    private static void writing(Path path, Writing write) {
        try {
            write.run();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + path, e);
        }
    }

    @FunctionalInterface
    private interface Writing {
        void run() throws IOException;
    }

    /** A link to a file inside the project passes; any other link is a problem. */
    private boolean linkStaysInside(Path link) throws IOException {
        Path target;
        try {
            target = link.toRealPath();
        } catch (IOException e) {
            problems.add(new SourceException(new SourceLocation(link, 1), "a link to "
                    + Files.readSymbolicLink(link) + ", which does not exist: remove the link or restore its file"));
            return false;
        }
        if (!target.startsWith(projectReal)) {
            problems.add(new SourceException(new SourceLocation(link, 1), "a link to " + target + ", outside the project:"
                    + " the build publishes only files inside the project; copy the file in, or remove the link"));
            return false;
        }
        if (Files.isDirectory(target)) {
            problems.add(new SourceException(new SourceLocation(link, 1), "a link to the folder " + target
                    + ": the build does not follow linked folders; move or copy the folder in"));
            return false;
        }
        return true;
    }

    /** Records that {@code source} is published at {@code path}; a second source for one path is a problem. */
    private void publishes(String path, Path source) {
        String key = path.replace('\\', '/');
        if (key.startsWith(RESERVED)) {
            problems.add(new SourceException(new SourceLocation(source, 1), "would be published in " + RESERVED
                    + ", the folder of the math fonts and scripts the build adds; give it another folder"));
            return;
        }
        Path other = published.putIfAbsent(key, source);
        if (other != null) {
            // the folder is walked in no set order: the first by name keeps the place, so the report is the same every time
            Path first = source.compareTo(other) < 0 ? source : other;
            Path second = first == source ? other : source;
            published.put(key, first);
            problems.add(new SourceException(new SourceLocation(second, 1), "would be published as " + key
                    + ", like " + first + ": rename or remove one of them"));
        }
    }

    private static boolean hidden(Path path) {
        return path.getFileName().toString().startsWith(".");
    }

    /** Editors' backup, swap and autosave files, and merge leftovers: never part of a build. */
    static boolean isEditorLeftover(Path file) {
        String name = file.getFileName().toString();
        return name.endsWith("~") || name.startsWith("#") || name.endsWith("#")
                || Set.of("bak", "swp", "swo", "orig", "rej", "tmp").contains(extension(file));
    }

    private static String extension(Path file) {
        String name = file.getFileName().toString();
        int dot = name.lastIndexOf('.');
        return dot <= 0 ? "" : name.substring(dot + 1).toLowerCase(Locale.ROOT);
    }

    private static String withExtension(Path relative, String extension) {
        String name = relative.toString();
        return name.substring(0, name.lastIndexOf('.') + 1) + extension;
    }
}
