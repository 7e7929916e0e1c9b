package org.kaylescourseware.site.source;

import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The text of an author's file (a page, a rule file), read the one way the build reads them: as
 * UTF-8, without the byte order mark some editors write first, and of a size a person writes.
 */
public final class SourceText {

    /** The largest page or rule file read, in bytes. */
    public static final long LARGEST = 2_000_000;

    private static final char BYTE_ORDER_MARK = '\uFEFF';

    private SourceText() {
    }

    /**
     * The text of {@code file}.
     *
     * @throws SourceException naming the file when it is not UTF-8 or is too large
     * @throws SourceUnreadable naming the file and the reason when it cannot be read
     */
    public static String read(Path file) {
        try {
            long size = Files.size(file);
            if (size > LARGEST) {
                throw new SourceException(new SourceLocation(file, 1), "the file has " + size + " bytes, more than the "
                        + LARGEST + " a page or rule file may have; split it");
            }
            String text = Files.readString(file, StandardCharsets.UTF_8);
            return !text.isEmpty() && text.charAt(0) == BYTE_ORDER_MARK ? text.substring(1) : text;
        } catch (CharacterCodingException e) {
            throw new SourceException(new SourceLocation(file, 1), "the file is not UTF-8 text: save it as UTF-8", e);
        } catch (IOException e) {
            throw new SourceUnreadable(file, e);
        }
    }
}
