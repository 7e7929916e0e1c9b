package org.kaylescourseware.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Where Chromium is missing, a browser test fails (it is not skipped) and says how to install it. */
class ChromiumTest {

    @Test
    void missingChromiumFailsTheTestsWithHowToInstallIt(@TempDir Path empty) {
        Chromium chromium = new Chromium(empty.resolve("chromium"), empty.resolve("chromedriver"), 800, 600);
        AssertionError e = assertThrows(AssertionError.class, () -> chromium.beforeAll(null));
        assertEquals(1, e.getMessage().lines().count(), e.getMessage());
        assertTrue(e.getMessage().contains("apt-get install -y chromium chromium-driver"), e.getMessage());
        assertTrue(e.getMessage().contains(empty.resolve("chromium").toString()), e.getMessage());
        assertThrows(IllegalStateException.class, chromium::driver);
    }
}
