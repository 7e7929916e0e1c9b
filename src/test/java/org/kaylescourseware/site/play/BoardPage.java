package org.kaylescourseware.site.play;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * Fixture pages for the browser tests: board.js and board.css copied from {@code templates/assets}
 * into a folder, and pages that embed a PlayTable inline the way lesson pages will.
 */
final class BoardPage {

    private final Path dir;

    BoardPage(Path dir) throws IOException {
        this.dir = dir;
        copy("js/board.js");
        copy("css/board.css");
    }

    private void copy(String asset) throws IOException {
        Path target = dir.resolve("assets").resolve(asset);
        Files.createDirectories(target.getParent());
        Files.copy(Path.of("templates/assets").resolve(asset), target, StandardCopyOption.REPLACE_EXISTING);
    }

    /**
     * Writes a page with one board for the table; {@code attributes} are the board's data-*
     * attributes besides data-table. Script errors are collected in {@code window.boardErrors}.
     */
    Path write(String file, PlayTable table, String attributes) throws IOException {
        String html = """
                <!DOCTYPE html>
                <html lang="en">
                <head>
                <meta charset="utf-8">
                <meta name="viewport" content="width=device-width, initial-scale=1">
                <title>%1$s board</title>
                <script>window.boardErrors = []; window.addEventListener('error', function (e) {
                window.boardErrors.push(String(e.message)); });</script>
                <link rel="stylesheet" href="assets/css/board.css">
                <script src="assets/js/board.js" defer></script>
                </head>
                <body>
                <main>
                <h1>%1$s</h1>
                <div class="kayles-board" data-table="%2$s-table" %3$s>Playing needs JavaScript.</div>
                <script type="application/json" id="%2$s-table">%4$s</script>
                </main>
                </body>
                </html>
                """.formatted(table.name(), table.game(), attributes, PlayTableJson.write(table));
        Path page = dir.resolve(file);
        Files.writeString(page, html, StandardCharsets.UTF_8);
        return page;
    }
}
