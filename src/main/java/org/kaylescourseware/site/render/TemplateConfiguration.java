package org.kaylescourseware.site.render;

import freemarker.core.HTMLOutputFormat;
import freemarker.template.Configuration;
import freemarker.template.TemplateExceptionHandler;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Locale;

/**
 * The one FreeMarker set-up of the project, for lesson partials and worksheets alike: templates
 * read records through {@link RecordObjectWrapper}, HTML is escaped automatically, numbers print as
 * computers write them (no grouping, no locale), and template errors are thrown, never printed.
 */
public final class TemplateConfiguration {

    static {
        // FreeMarker would pick log4j 1 (on the class path through JBake), unconfigured, and warn on
        // the console; template errors reach the user as exceptions anyway. A constant: no class loads.
        if (System.getProperty(freemarker.log.Logger.SYSTEM_PROPERTY_NAME_LOGGER_LIBRARY) == null) {
            System.setProperty(freemarker.log.Logger.SYSTEM_PROPERTY_NAME_LOGGER_LIBRARY,
                    freemarker.log.Logger.LIBRARY_NAME_NONE);
        }
    }

    private TemplateConfiguration() {
    }

    /** A configuration that loads templates from {@code templates}. */
    public static Configuration forFolder(Path templates) throws IOException {
        Configuration freemarker = configured();
        freemarker.setDirectoryForTemplateLoading(templates.toFile());
        return freemarker;
    }

    /** The configuration with every setting but where templates are loaded from, which the caller sets. */
    public static Configuration configured() {
        Configuration freemarker = new Configuration(Configuration.VERSION_2_3_31);
        freemarker.setObjectWrapper(new RecordObjectWrapper(Configuration.VERSION_2_3_31));
        freemarker.setOutputFormat(HTMLOutputFormat.INSTANCE);
        freemarker.setDefaultEncoding("UTF-8");
        freemarker.setLocale(Locale.ROOT);
        freemarker.setNumberFormat("computer");
        freemarker.setTemplateExceptionHandler(TemplateExceptionHandler.RETHROW_HANDLER);
        freemarker.setLogTemplateExceptions(false);
        freemarker.setWrapUncheckedExceptions(true);
        freemarker.setFallbackOnNullLoopVariable(false);
        return freemarker;
    }
}
