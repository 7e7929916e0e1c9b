package org.kaylescourseware.site.pages;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jbake.app.Asset;
import org.jbake.app.ContentStore;
import org.jbake.app.Crawler;
import org.jbake.app.Oven;
import org.jbake.app.Renderer;
import org.jbake.app.Utensils;
import org.jbake.app.configuration.DefaultJBakeConfiguration;
import org.jbake.app.configuration.JBakeConfigurationFactory;
import org.jbake.parser.Engines;
import org.kaylescourseware.site.markdown.GamePageEngine;
import org.kaylescourseware.site.markdown.LessonEngine;
import org.kaylescourseware.site.project.SiteLayout;

/**
 * JBake, configured for the course: content from {@code content/}, FreeMarker page templates and
 * assets from {@code templates/}, our Markdown engine for {@code .md}, the game page engine for the
 * rule files ({@code .yaml}, {@code .yml}: it takes the place of JBake's own YAML data-file engine, which
 * the course does not use), and none of JBake's blog
 * pages (feed, archive, tags, sitemap). The database is always cleared, so that a changed rule
 * file re-renders every lesson. It is started once per JVM and kept, cleared, for the next bake:
 * starting OrientDB took most of a rebuild of a small course, and {@code serve} rebuilds in one JVM.
 */
public final class SiteOven {

    /** Where FreeMarker says a template failed: {@code [in template "lesson.ftl" at line 17, column 3]}, or a syntax error's {@code in line}. */
    private static final Pattern TEMPLATE_LINE = Pattern.compile("\\[?in template \"([^\"]+)\" (?:at|in) line (\\d+)(?:, column \\d+)?]?");
    /** The last cause JBake names, without its exception class. */
    private static final Pattern CAUSE = Pattern.compile("Cause: (?:[\\w.$]+(?:Exception|Error): )?(?!.*Cause: )(.*)$");
    private static final String PASSWORD_ROUNDS = "security.userPasswordSaltIterations";
    /** The write that tells a disk refusing writes: as large as a page, so a disk without room for one has none for it. */
    private static final int WRITE_CHECK_BYTES = 1 << 16;
    /** JBake's database, started at the first bake of the JVM and kept for the next (bakes take turns). */
    private static KeptContentStore store;

    private SiteOven() {
    }

    /**
     * Bakes into {@code destination}; returns JBake's errors (empty when it baked everything), a template's
     * as {@code templates/NAME:LINE: ...} in the folder {@code templates} the author edits. Bakes in one JVM take
     * turns: JBake keeps its markup engines in one static registry and names every in-memory database alike.
     */
    public static synchronized List<String> bake(SiteLayout layout, Path destination, LessonEngine engine, GamePageEngine games, Path templates) {
        QuietLogging.apply();
        // JBake's database lives in memory for one bake and listens to no one, yet OrientDB hashes the passwords of
        // its three default users with 65,536 rounds of PBKDF2 each time it is created: a sixth of a cached build.
        // OrientDB reads its settings from the system properties when it first loads; a -D of the user's wins.
        if (System.getProperty(PASSWORD_ROUNDS) == null) {
            System.setProperty(PASSWORD_ROUNDS, "1");
        }
        Engines.register("md", engine);
        Engines.register("yaml", games);
        Engines.register("yml", games);
        Oven oven = new Oven(utensils(configuration(layout, destination)));
        oven.bake();
        List<String> errors = new ArrayList<>();
        for (Throwable error : oven.getErrors()) {
            errors.add(concise(error.getMessage(), destination, templates));
        }
        if (!errors.isEmpty()) {
            requireWritable(destination);
        }
        return errors;
    }

    /**
     * JBake reports a page or asset it could not write as text, its cause dropped, one line a file ("Failed to render
     * file ... Cause: java.io.IOException: No space left on device"): when a bake failed, a write into its destination
     * tells a disk that refuses writes (full, say), which is then the build's one problem, said as such.
     *
     * @throws UncheckedIOException "cannot write DESTINATION", with the file system's reason, when that write fails
     */
    private static void requireWritable(Path destination) {
        Path probe = destination.resolve(".kayles-courseware-write-check");
        try {
            Files.write(probe, new byte[WRITE_CHECK_BYTES]);
            Files.delete(probe);
        } catch (IOException e) {
            try {
                Files.deleteIfExists(probe);
            } catch (IOException ignored) {
                // the folder is deleted with the failed build's staging
            }
            throw new UncheckedIOException("cannot write " + destination, e);
        }
    }

    /**
     * JBake's message without FreeMarker's tips and stack listing: the first lines, up to the first
     * {@code ----} rule. When FreeMarker names the template and line ({@code [in template "lesson.ftl" at line 17,
     * column 3]}), the problem is reported there, as every other problem is, with the page it was rendering.
     */
    static String concise(String message, Path destination, Path templates) {
        String text = message == null ? "JBake failed without a message" : message;
        int rule = text.indexOf("\n----");
        if (rule >= 0) {
            text = text.substring(0, rule);
        }
        text = text.strip().replaceAll("\\s*\\n\\s*", " ");
        Matcher where = TEMPLATE_LINE.matcher(text);
        Matcher cause = CAUSE.matcher(text);
        if (!where.find() || !cause.find()) {
            return "JBake: " + text;
        }
        String what = cause.group(1).replace(where.group(), "").strip();
        String staged = destination.toAbsolutePath() + File.separator;
        int at = text.indexOf(staged);
        String page = at < 0 ? "" : " (rendering " + text.substring(at + staged.length()).split("\\s")[0].replaceAll("\\.$", "") + ")";
        return templates.resolve(where.group(1)) + ":" + where.group(2) + ": template failed: " + what + page;
    }

    /** What JBake bakes with: its own crawler, renderer and assets for this bake, on the kept database. */
    private static Utensils utensils(DefaultJBakeConfiguration configuration) {
        if (store == null) {
            store = new KeptContentStore(configuration.getDatabaseStore(), configuration.getDatabasePath());
        }
        Utensils utensils = new Utensils();
        utensils.setConfiguration(configuration);
        utensils.setContentStore(store);
        utensils.setCrawler(new Crawler(store, configuration));
        utensils.setRenderer(new Renderer(store, configuration));
        utensils.setAsset(new Asset(configuration));
        return utensils;
    }

    /**
     * JBake's database, which JBake starts at the beginning of every bake and shuts down at its end:
     * this one starts once and stays up. Every bake clears its documents first (the configuration's
     * clearCache), so a bake finds it as empty as a new one.
     */
    private static final class KeptContentStore extends ContentStore {

        private boolean started;

        KeptContentStore(String type, String name) {
            super(type, name);
        }

        @Override
        public void startup() {
            if (!started) {
                super.startup();
                started = true;
            }
        }

        @Override
        public void close() {
            // kept open for the next bake
        }

        @Override
        public void shutdown() {
            // kept running for the next bake
        }
    }

    private static DefaultJBakeConfiguration configuration(SiteLayout layout, Path destination) {
        File root = layout.root().toAbsolutePath().toFile();
        DefaultJBakeConfiguration config = new JBakeConfigurationFactory()
                .createDefaultJbakeConfiguration(root, destination.toAbsolutePath().toFile(), true);
        config.setContentFolder(layout.content().toAbsolutePath().toFile());
        config.setTemplateFolder(layout.templates().toAbsolutePath().toFile());
        config.setAssetFolder(layout.assets().toAbsolutePath().toFile());
        config.setProperty("template.lesson.file", "lesson.ftl");
        config.setProperty("template.home.file", "home.ftl");
        config.setProperty("template.page.file", "page.ftl");
        config.setProperty("template." + GamePageEngine.TYPE + ".file", "game.ftl");
        for (String page : List.of("index", "feed", "archive", "tags", "tagsindex", "sitemap", "error404")) {
            config.setProperty("render." + page, false);
        }
        config.setProperty("db.store", "memory");
        config.setProperty("img.path.update", false);
        config.setProperty("uri.noExtension", false);
        return config;
    }
}
