package org.kaylescourseware.site.worksheet;

import freemarker.log.Logger;
import freemarker.template.Configuration;
import freemarker.template.TemplateException;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.kaylescourseware.site.render.TemplateConfiguration;

/**
 * Renders worksheets, answer keys and the lesson Exercises partial with FreeMarker, from a
 * templates folder. HTML is escaped automatically and numbers print without grouping, so the
 * output is the same on every machine and locale.
 */
public final class WorksheetRenderer {

    static {
        // FreeMarker would pick log4j 1 (on the class path through JBake), unconfigured, and warn on
        // the console; template errors reach the user as exceptions anyway. A constant: no class loads.
        if (System.getProperty(Logger.SYSTEM_PROPERTY_NAME_LOGGER_LIBRARY) == null) {
            System.setProperty(Logger.SYSTEM_PROPERTY_NAME_LOGGER_LIBRARY,
                    Logger.LIBRARY_NAME_NONE);
        }
    }

    private final Configuration freemarker;
    private final Path templates;

    /**
     * @throws IllegalArgumentException when {@code templates} has no {@code worksheet/} folder
     */
    public WorksheetRenderer(Path templates) {
        if (!Files.isDirectory(templates.resolve("worksheet"))) {
            throw new IllegalArgumentException("templates folder '" + templates + "' has no worksheet/ templates;"
                    + " run from the project folder or pass --templates with the path of its templates/ folder");
        }
        this.templates = templates;
        try {
            this.freemarker = TemplateConfiguration.forFolder(templates);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read templates folder " + templates, e);
        }
    }

    /** The student's worksheet: questions and hints, room to work, no answers. */
    public String worksheet(Worksheet worksheet) {
        return render("worksheet/worksheet.ftl", worksheet);
    }

    /** The answer key: the same exercises with answers and worked solutions. */
    public String answerKey(Worksheet worksheet) {
        return render("worksheet/answer-key.ftl", worksheet);
    }

    /** A lesson's Exercises section, as {@code partials/exercises.ftl} renders it. */
    public String exercisesSection(ExerciseSection section) {
        return render("partials/exercises.ftl", section);
    }

    /** The templates folder this renders from. */
    public Path templates() {
        return templates;
    }

    /** The worksheet stylesheet, {@code assets/css/worksheet.css}. */
    public Path stylesheet() {
        return templates.resolve("assets/css/" + Worksheet.STYLESHEET);
    }

    private String render(String name, Record model) {
        try {
            StringWriter out = new StringWriter();
            freemarker.getTemplate(name).process(Map.of("model", model), out);
            return out.toString();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read template " + templates.resolve(name), e);
        } catch (TemplateException e) {
            throw new IllegalStateException("template " + templates.resolve(name) + " failed at line "
                    + e.getLineNumber() + ": " + e.getMessageWithoutStackTop(), e);
        }
    }
}
