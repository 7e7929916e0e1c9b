package org.kaylescourseware.site.render;

import freemarker.core.ParseException;
import freemarker.template.Configuration;
import freemarker.template.Template;
import freemarker.template.TemplateException;
import freemarker.template.TemplateNotFoundException;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.Map;
import org.kaylescourseware.site.source.SourceException;
import org.kaylescourseware.site.source.SourceLocation;

/**
 * Renders a record with a partial from {@code templates/partials/}: the record is the template's
 * {@code model}. HTML is escaped automatically; numbers print as computers write them (no
 * grouping), so output does not depend on the machine's locale.
 */
public final class PartialRenderer {

    private final Configuration freemarker;
    private final Path templates;

    public PartialRenderer(Path templates) {
        this.templates = templates;
        try {
            this.freemarker = TemplateConfiguration.forFolder(templates);
        } catch (IOException e) {
            throw new SourceException(new SourceLocation(templates, 1), "cannot read the templates folder: " + e.getMessage(), e);
        }
    }

    /** Renders {@code partials/<partial>.ftl} with {@code model}. */
    public String render(String partial, Record model) {
        String name = "partials/" + partial + ".ftl";
        try {
            Template template = freemarker.getTemplate(name);
            StringWriter out = new StringWriter();
            template.process(Map.of("model", model), out);
            return out.toString();
        } catch (TemplateNotFoundException e) {
            throw new SourceException(new SourceLocation(templates.resolve(name), 1),
                    "missing partial: create it to display " + model.getClass().getSimpleName());
        } catch (ParseException e) {
            throw syntaxError(name, e);
        } catch (TemplateException e) {
            int line = e.getLineNumber() == null ? 1 : Math.max(1, e.getLineNumber());
            throw new SourceException(new SourceLocation(templates.resolve(name), line),
                    "template failed: " + e.getMessageWithoutStackTop());
        } catch (IOException e) {
            if (e.getCause() instanceof ParseException parse) {
                // FreeMarker keeps a template that failed to parse and says so on every later use: report the error itself
                throw syntaxError(name, parse);
            }
            throw new SourceException(new SourceLocation(templates.resolve(name), 1), "cannot read: " + e.getMessage(), e);
        }
    }

    private SourceException syntaxError(String name, ParseException e) {
        return new SourceException(new SourceLocation(templates.resolve(name), Math.max(1, e.getLineNumber())),
                "template syntax: " + e.getEditorMessage());
    }
}
