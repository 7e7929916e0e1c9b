package org.kaylescourseware.classroom.worksheet;

import freemarker.cache.ClassTemplateLoader;
import freemarker.template.Configuration;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.kaylescourseware.site.project.CourseProject;
import org.kaylescourseware.site.games.GameCatalog;

/**
 * Where {@code worksheet} and {@code export} read their templates and the games' rules: a course
 * ({@link CourseProject}), the one carried in the jar (its {@code templates/} and
 * {@code content/games/}, copied there when it is built) so that they run from any folder, or a
 * course project's folder to use its own rules and templates.
 *
 * @param course     the course
 * @param freemarker its templates
 * @param assets     {@code templates/assets/}: the worksheet stylesheet and the math script
 * @param sources    the folders an output may neither hold nor lie in (none for the jar's course)
 */
public record CourseFiles(CourseProject course, Configuration freemarker, Path assets, List<Path> sources) {

    /** Where the jar's course keeps its templates on the class path (see the pom's resources). */
    static final String BUNDLED_TEMPLATES = "course/templates";

    public CourseFiles {
        sources = List.copyOf(sources);
    }

    /**
     * The templates and rules of {@code course}.
     *
     * @throws IllegalArgumentException when a course project has no {@code templates/worksheet/} folder
     */
    public static CourseFiles of(CourseProject course) {
        Path templates = course.layout().templates();
        if (course.builtIn()) {
            Configuration freemarker = org.kaylescourseware.site.render.TemplateConfiguration.configured();
            freemarker.setTemplateLoader(new ClassTemplateLoader(CourseFiles.class.getClassLoader(), BUNDLED_TEMPLATES));
            return new CourseFiles(course, freemarker, course.layout().assets(), List.of());
        }
        if (!Files.isDirectory(templates.resolve("worksheet"))) {
            throw new IllegalArgumentException("'" + course.describe() + "' is not a course project with worksheet"
                    + " templates: it has no templates/worksheet/ folder; give --project the folder that holds content/"
                    + " and templates/, or run the command outside a course to use the course built into this program");
        }
        try {
            return new CourseFiles(course, org.kaylescourseware.site.render.TemplateConfiguration.forFolder(templates),
                    course.layout().assets(), List.of(course.layout().content(), templates));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the templates folder " + templates, e);
        }
    }

    /** A course project's folder, for tests and the site: {@code project/templates/} and its rule files. */
    public static CourseFiles project(Path project) {
        return of(new CourseProject(new org.kaylescourseware.site.project.SiteLayout(project), false));
    }

    /** The games' rules: the rule files of the course. */
    public GameCatalog catalog() {
        return course.games();
    }

    /** What to call the course in a message. */
    public String description() {
        return course.describe();
    }
}
