package org.kaylescourseware.site.course;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.kaylescourseware.site.source.SourceException;
import org.kaylescourseware.site.source.SourceLocation;
import org.kaylescourseware.site.source.SourceProblems;

/**
 * The pages of the course, read from the headers of {@code content/**.md}: one home page
 * ({@code content/index.md}, {@code type=home}), lessons ({@code type=lesson}) ordered by their
 * {@code order} field, and back matter after the lessons ({@code type=page}, such as the references),
 * ordered by title. Folders holding a {@code .jbakeignore} file are skipped, as JBake skips them.
 */
public final class CourseOutline {

    static final String LESSON = "lesson";
    public static final String HOME = "home";
    static final String BACK_MATTER = "page";
    /** Where the glossary and notation index is published; the build writes it from the course's blocks. */
    public static final String GLOSSARY_URI = "glossary.html";
    static final String GLOSSARY = "glossary";

    private final Page home;
    private final List<Page> lessons;
    private final List<Page> backMatter;
    private final Map<Path, Page> bySource;

    private CourseOutline(Page home, List<Page> lessons, List<Page> backMatter, Map<Path, Page> bySource) {
        this.home = home;
        this.lessons = List.copyOf(lessons);
        this.backMatter = List.copyOf(backMatter);
        this.bySource = Map.copyOf(bySource);
    }

    /**
     * Reads the pages of {@code content/}.
     *
     * @throws SourceException the first problem, by file and line, when a page has one
     */
    public static CourseOutline read(Path content) {
        SourceProblems problems = new SourceProblems();
        CourseOutline outline = read(content, markdownFiles(content), problems);
        if (!problems.sorted().isEmpty()) {
            throw problems.sorted().get(0);
        }
        return outline;
    }

    /**
     * Reads the given pages of {@code content/}, adding every problem to {@code problems}; the
     * outline holds the pages without one.
     */
    public static CourseOutline read(Path content, List<Path> files, SourceProblems problems) {
        Page home = null;
        List<Page> lessons = new ArrayList<>();
        List<Page> backMatter = new ArrayList<>();
        Map<Path, Page> bySource = new HashMap<>();
        Map<Integer, Page> byOrder = new HashMap<>();
        for (Path file : files) {
            try {
                PageName.check(content, file);
                PageHeader header = PageHeader.read(file);
                Optional<Page> read = page(content, header, problems);
                if (read.isEmpty()) {
                    continue;
                }
                Page page = read.get();
                if (page.isLesson()) {
                    Page clash = byOrder.putIfAbsent(page.order(), page);
                    if (clash != null) {
                        throw new SourceException(header.location("order"), "order=" + page.order() + " is taken by "
                                + clash.source() + "; give each lesson its own place");
                    }
                    lessons.add(page);
                } else if (page.type().equals(BACK_MATTER)) {
                    backMatter.add(page);
                } else if (home != null) {
                    throw new SourceException(header.location("type"), "type=home is taken by " + home.source()
                            + "; the course has one home page, content/index.md");
                } else {
                    home = page;
                }
                bySource.put(file.toAbsolutePath().normalize(), page);
            } catch (SourceException e) {
                problems.add(e);
            }
        }
        if (home == null || !home.uri().equals("index.html")) {
            problems.add(new SourceException(new SourceLocation(content.resolve("index.md"), 1),
                    "the course needs a home page: content/index.md with type=home"));
        }
        lessons.sort(Comparator.comparingInt(Page::order));
        backMatter.sort(Comparator.comparing(Page::title));
        return new CourseOutline(home, lessons, backMatter, bySource);
    }

    /** Whether the outline can be baked: it has its home page. */
    public boolean hasHome() {
        return home != null && home.uri().equals("index.html");
    }

    public Page home() {
        return home;
    }

    /** The lessons in course order. */
    public List<Page> lessons() {
        return lessons;
    }

    /** The pages after the lessons ({@code type=page}), by title. */
    public List<Page> backMatter() {
        return backMatter;
    }

    public Optional<Page> page(Path source) {
        return Optional.ofNullable(bySource.get(source.toAbsolutePath().normalize()));
    }

    /** The navigation {@code current} shows, with links relative to it, without the games' pages. */
    public Navigation navigation(Page current) {
        return navigation(current, List.of());
    }

    /** The navigation {@code current} shows, with links relative to it, the games' pages ({@code games}) among them. */
    public Navigation navigation(Page current, List<Page> games) {
        return navigation(current, games, current.rootPath());
    }

    /**
     * The navigation {@code current} shows, its links starting with {@code root}: the way back to the
     * site root, or {@code "/"} for a page served at any address (the not-found page).
     */
    public Navigation navigation(Page current, List<Page> games, String root) {
        List<Link> links = new ArrayList<>();
        Link previous = null;
        Link next = null;
        for (int i = 0; i < lessons.size(); i++) {
            Page lesson = lessons.get(i);
            links.add(link(root, lesson, lesson.equals(current)));
            if (lesson.equals(current)) {
                previous = i > 0 ? link(root, lessons.get(i - 1), false) : null;
                next = i + 1 < lessons.size() ? link(root, lessons.get(i + 1), false) : null;
            }
        }
        if (current.equals(home) && !lessons.isEmpty()) {
            next = link(root, lessons.get(0), false);
        }
        if (backMatter.contains(current) && !lessons.isEmpty()) {
            previous = link(root, lessons.get(lessons.size() - 1), false);
        }
        List<Link> back = new ArrayList<>(backMatter.stream().map(p -> link(root, p, p.equals(current))).toList());
        back.add(new Link("Glossary", root + GLOSSARY_URI, "", 0, current.uri().equals(GLOSSARY_URI)));
        List<Link> gameLinks = games.stream().map(game -> link(root, game, game.uri().equals(current.uri()))).toList();
        return new Navigation(home.title(), link(root, home, home.equals(current)), links, back, gameLinks, previous, next, root);
    }

    /** The glossary and notation index, a page the build writes itself after the lessons. */
    public Page glossary() {
        return new Page(Path.of(GLOSSARY_URI), GLOSSARY_URI, "Glossary and notation", GLOSSARY, 0,
                "Every term the course defines and every symbol it uses, each with the block that defines it.", 1);
    }

    private static Link link(String root, Page page, boolean current) {
        return new Link(page.title(), root + page.uri(), page.summary(), page.order(), current);
    }

    /** The page {@code header} describes; empty when its fields are wrong, each wrong field a problem of its own. */
    private static Optional<Page> page(Path content, PageHeader header, SourceProblems problems) {
        List<SourceException> found = new ArrayList<>();
        String title = field(header, "title", "the page title", found);
        String type = field(header, "type", "home, lesson or page", found);
        String status = field(header, "status", "published or draft", found);
        if (status != null && !status.equals("published")) {
            found.add(new SourceException(header.location("status"), "status=" + status
                    + ": this course publishes every page it has; write status=published or move the file out of content/"));
        }
        if (type != null && !type.equals(HOME) && !type.equals(BACK_MATTER) && !type.equals(LESSON)) {
            found.add(new SourceException(header.location("type"), "type=" + type + " is not a page type of this course;"
                    + " write type=lesson, type=page for a page after the lessons (such as the references), or"
                    + " type=home for content/index.md"));
        }
        int order = 0;
        if (LESSON.equals(type)) {
            String text = field(header, "order", "the lesson's place in the course: 1, 2, ...", found);
            if (text != null && text.matches("[1-9]\\d{0,3}")) {
                order = Integer.parseInt(text);
            } else if (text != null) {
                found.add(new SourceException(header.location("order"), "order=" + text + " must be a whole number from 1 to 9999"));
            }
        }
        found.forEach(problems::add);
        if (!found.isEmpty()) {
            return Optional.empty();
        }
        String uri = content.relativize(header.file()).toString().replace('\\', '/').replaceFirst("\\.md$", ".html");
        return Optional.of(new Page(header.file(), uri, title, type, order, header.optional("summary"), header.bodyLine()));
    }

    /** A required header field, or null with its problem added to {@code found}. */
    private static String field(PageHeader header, String key, String hint, List<SourceException> found) {
        try {
            return header.required(key, hint);
        } catch (SourceException e) {
            found.add(e);
            return null;
        }
    }

    /** The pages under {@code content}, sorted: {@code .md} files outside hidden and ignored folders. */
    public static List<Path> markdownFiles(Path content) {
        try (Stream<Path> files = Files.walk(content)) {
            return files.filter(f -> f.toString().endsWith(".md") && !f.getFileName().toString().startsWith("."))
                    .filter(f -> !ignored(content, f))
                    .sorted()
                    .toList();
        } catch (IOException e) {
            throw new SourceException(new SourceLocation(content, 1), "cannot list content: " + e.getMessage(), e);
        }
    }

    private static boolean ignored(Path content, Path file) {
        for (Path dir = file.getParent(); dir != null && dir.startsWith(content); dir = dir.getParent()) {
            if (Files.exists(dir.resolve(".jbakeignore")) || dir.getFileName().toString().startsWith(".")) {
                return true;
            }
        }
        return false;
    }
}
