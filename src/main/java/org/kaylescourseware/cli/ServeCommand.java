package org.kaylescourseware.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.kaylescourseware.site.SiteBuilder;
import org.kaylescourseware.site.SiteLayout;
import org.kaylescourseware.site.preview.PreviewServer;
import org.kaylescourseware.site.preview.SourceWatcher;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Option;

/** {@code serve}: builds, serves site/ on 127.0.0.1 and rebuilds on every change. */
@Command(name = "serve", mixinStandardHelpOptions = true,
        description = {"Builds the site, serves it on http://127.0.0.1:PORT/ and rebuilds it whenever a file under"
                + " content/ or templates/ changes, so a reload shows the change. Stop with Ctrl-C.",
                "A failed rebuild prints its problems and keeps serving the last good site."})
final class ServeCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    ProjectOptions options;

    @Option(names = {"-p", "--port"}, paramLabel = "PORT", defaultValue = "8820",
            description = "The port on 127.0.0.1 (default: ${DEFAULT-VALUE}; 0 picks a free one).")
    int port;

    @Override
    public Integer call() throws Exception {
        if (port < 0 || port > 65_535) {
            throw new CommandLine.ParameterException(spec.commandLine(), "Invalid value for --port: " + port
                    + " (expected a port from 0 to 65535; 0 picks a free one)");
        }
        SiteLayout layout = options.layout();
        Path site = options.site();
        // one builder for the whole session: its solver cache makes a rebuild recompute only changed rules
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        SiteBuilder builder = BuildCommand.builder(options, out);
        BuildCommand.build(builder, site, out, err);
        try (PreviewServer server = PreviewServer.start(site, port);
                SourceWatcher watcher = new SourceWatcher(List.of(layout.content(), layout.templates()))) {
            out.println("Serving " + site + " on http://127.0.0.1:" + server.port() + "/ ; watching content/ and templates/");
            out.flush();
            watcher.run(() -> {
                out.println("Change detected, rebuilding...");
                out.flush();
                BuildCommand.build(builder, site, out, err);
            });
        }
        return 0;
    }
}
