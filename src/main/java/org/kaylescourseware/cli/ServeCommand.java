package org.kaylescourseware.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.kaylescourseware.site.SiteBuilder;
import org.kaylescourseware.site.SiteLayout;
import org.kaylescourseware.site.preview.PreviewServer;
import org.kaylescourseware.site.preview.SourceWatcher;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code serve}: builds, serves site/ on 127.0.0.1 and rebuilds on every change. */
@Command(name = "serve", mixinStandardHelpOptions = true,
        description = {"Builds the site, serves it on http://127.0.0.1:PORT/ and rebuilds it whenever a file under"
                + " content/ or templates/ changes, so a reload shows the change. Stop with Ctrl-C.",
                "A failed rebuild prints its problems and keeps serving the last good site."})
final class ServeCommand implements Callable<Integer> {

    @Mixin
    ProjectOptions options;

    @Option(names = {"-p", "--port"}, paramLabel = "PORT", defaultValue = "8820",
            description = "The port on 127.0.0.1 (default: ${DEFAULT-VALUE}; 0 picks a free one).")
    int port;

    @Override
    public Integer call() throws Exception {
        SiteLayout layout = options.layout();
        Path site = options.site();
        // one builder for the whole session: its solver cache makes a rebuild recompute only changed rules
        SiteBuilder builder = BuildCommand.builder(options);
        BuildCommand.build(builder, site);
        try (PreviewServer server = PreviewServer.start(site, port);
                SourceWatcher watcher = new SourceWatcher(List.of(layout.content(), layout.templates()))) {
            System.out.println("Serving " + site + " on http://127.0.0.1:" + server.port() + "/ ; watching content/ and templates/");
            watcher.run(() -> {
                System.out.println("Change detected, rebuilding...");
                BuildCommand.build(builder, site);
            });
        }
        return 0;
    }
}
