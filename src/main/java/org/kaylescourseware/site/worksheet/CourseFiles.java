package org.kaylescourseware.site.worksheet;

import freemarker.cache.ClassTemplateLoader;
import freemarker.template.Configuration;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.FileSystemAlreadyExistsException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.kaylescourseware.site.games.GameCatalog;
import org.kaylescourseware.site.render.TemplateConfiguration;

/**
 * Where {@code worksheet} and {@code export} read their templates and the games' rule files: the
 * course bundled in the program (its {@code templates/} and {@code content/games/}, copied into the
 * jar under {@code courseware/} when it is built), so that they run from any folder; or a course
 * project's folder, given with {@code --project}, to use its own rules and templates.
 *
 * @param description  what to call it in a message
 * @param freemarker   the templates, loaded from the jar or the project's {@code templates/}
 * @param assets       {@code templates/assets/}: the worksheet stylesheet and the math script
 * @param games        {@code content/games/}: the rule files
 * @param sources      the folders an output may neither hold nor lie in (empty for the bundled course)
 */
public record CourseFiles(String description, Configuration freemarker, Path assets, Path games, List<Path> sources) {

    /** Where the bundled course lies on the class path. */
    static final String BUNDLED = "courseware";

    public CourseFiles {
        sources = List.copyOf(sources);
    }

    /**
     * A course project: {@code project/templates/} and {@code project/content/games/}.
     *
     * @throws IllegalArgumentException when {@code project} has no {@code templates/worksheet/} folder
     */
    public static CourseFiles project(Path project) {
        Path templates = project.resolve("templates");
        if (!Files.isDirectory(templates.resolve("worksheet"))) {
            throw new IllegalArgumentException("'" + project + "' is not a course project: it has no"
                    + " templates/worksheet/ folder; give --project the folder that holds content/ and templates/,"
                    + " or leave --project out to use the course this program carries");
        }
        try {
            return new CourseFiles("the course project " + project, TemplateConfiguration.forFolder(templates),
                    templates.resolve("assets"), project.resolve("content/games"),
                    List.of(project.resolve("content"), templates));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the templates folder " + templates, e);
        }
    }

    /** The course bundled in the program. */
    public static CourseFiles bundled() {
        ClassLoader loader = CourseFiles.class.getClassLoader();
        Configuration freemarker = TemplateConfiguration.configured();
        freemarker.setTemplateLoader(new ClassTemplateLoader(loader, BUNDLED + "/templates"));
        Path root = bundledRoot(loader);
        return new CourseFiles("the course bundled in the program", freemarker, root.resolve("templates/assets"),
                root.resolve("content/games"), List.of());
    }

    /** The games' rules: the rule files of the course. */
    public GameCatalog catalog() {
        return GameCatalog.load(games);
    }

    /** {@code courseware/} as a path: a folder when the program runs from its classes, else inside its jar. */
    private static Path bundledRoot(ClassLoader loader) {
        URL marker = loader.getResource(BUNDLED + "/templates/worksheet/worksheet.ftl");
        if (marker == null) {
            throw new IllegalStateException("the program carries no course (no " + BUNDLED + "/ on its class path):"
                    + " build it with mvn package, or give --project");
        }
        try {
            URI uri = marker.toURI();
            if (uri.getScheme().equals("jar")) {
                try {
                    FileSystems.newFileSystem(uri, Map.of());
                } catch (FileSystemAlreadyExistsException alreadyOpen) {
                    // opened by an earlier call: the path below uses it
                }
            }
            return Path.of(uri).getParent().getParent().getParent();
        } catch (URISyntaxException | IOException e) {
            throw new IllegalStateException("cannot open the course the program carries at " + marker, e);
        }
    }
}
