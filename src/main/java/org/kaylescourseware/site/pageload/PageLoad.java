package org.kaylescourseware.site.pageload;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.ToDoubleFunction;

/**
 * What loading one page from {@code file://} costs the browser's main thread, as a reader with a slower processor
 * meets it: Chromium's CPU throttle (DevTools' Emulation.setCPUThrottlingRate) slows the page's renderer by a factor,
 * and its trace of the load gives every task the renderer's main thread ran (RunTask), parsing, style, layout, paint
 * and scripts alike. A task of more than 50 ms is a long task (the Long Tasks API's threshold); the target of the
 * course's pages is none over 200 ms at a throttle of 4. The trace runs from the navigation to {@value #SETTLE_MS} ms
 * (times the throttle) after the load event, so that the work the page's scripts leave for later is counted.
 *
 * @param longestTaskMs      the longest task of the renderer's main thread
 * @param tasksOver200Ms     how many tasks took more than 200 ms
 * @param domContentLoadedMs when the DOMContentLoaded handlers had run, from the navigation's start
 * @param loadMs             when the load event's handlers had run
 */
public record PageLoad(double longestTaskMs, int tasksOver200Ms, double domContentLoadedMs, double loadMs) {

    /** The wait after the load event, at a throttle of 1. */
    static final long SETTLE_MS = 1500;
    /** How long a load, or the end of its trace, may take before the measurement gives up. */
    private static final long TIMEOUT_SECONDS = 180;
    /** The trace categories that hold the main thread's tasks and what ran in them. */
    private static final String CATEGORIES = "devtools.timeline,disabled-by-default-devtools.timeline";
    private static final String TIMING = "(() => { const n = performance.getEntriesByType('navigation')[0];"
            + " return [n.domContentLoadedEventEnd, n.loadEventEnd]; })()";

    /**
     * Loads {@code page} {@code loads} times in one Chromium ({@code chromium}), each in a new tab, at {@code throttle}
     * (1: the machine's own speed), and returns the median of each figure over the loads.
     */
    public static PageLoad median(Path chromium, Path page, double throttle, int loads) {
        List<PageLoad> measured = new ArrayList<>();
        try (DevTools browser = DevTools.start(chromium)) {
            for (int i = 0; i < loads; i++) {
                measured.add(once(browser, page, throttle));
            }
        }
        return new PageLoad(median(measured, PageLoad::longestTaskMs), (int) median(measured, p -> p.tasksOver200Ms()),
                median(measured, PageLoad::domContentLoadedMs), median(measured, PageLoad::loadMs));
    }

    private static double median(List<PageLoad> loads, ToDoubleFunction<PageLoad> figure) {
        List<Double> values = new ArrayList<>(loads.stream().map(figure::applyAsDouble).toList());
        Collections.sort(values);
        return values.get(values.size() / 2);
    }

    /** One load in a new tab, traced from before its navigation. */
    static PageLoad once(DevTools browser, Path page, double throttle) {
        String target = browser.send("Target.createTarget", Map.of("url", "about:blank"), null).path("targetId").asText();
        String session = browser.send("Target.attachToTarget", Map.of("targetId", target, "flatten", true), null)
                .path("sessionId").asText();
        List<JsonNode> trace = Collections.synchronizedList(new ArrayList<>());
        CompletableFuture<Void> loaded = new CompletableFuture<>();
        CompletableFuture<Void> traced = new CompletableFuture<>();
        browser.onEvent(event -> {
            switch (event.path("method").asText()) {
                case "Page.loadEventFired" -> loaded.complete(null);
                case "Tracing.dataCollected" -> event.path("params").path("value").forEach(trace::add);
                case "Tracing.tracingComplete" -> traced.complete(null);
                default -> { }
            }
        });
        browser.send("Page.enable", Map.of(), session);
        browser.send("Emulation.setCPUThrottlingRate", Map.of("rate", throttle), session);
        browser.send("Tracing.start", Map.of("categories", CATEGORIES, "transferMode", "ReportEvents"), session);
        browser.send("Page.navigate", Map.of("url", page.toAbsolutePath().toUri().toString()), session);
        try {
            loaded.get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
            Thread.sleep(Math.round(SETTLE_MS * throttle));
            JsonNode timing = browser.send("Runtime.evaluate", Map.of("expression", TIMING, "returnByValue", true), session)
                    .path("result").path("value");
            browser.send("Tracing.end", Map.of(), session);
            traced.get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
            browser.send("Target.closeTarget", Map.of("targetId", target), null);
            List<Double> tasks = mainThreadTasks(List.copyOf(trace));
            return new PageLoad(tasks.stream().mapToDouble(Double::doubleValue).max().orElse(0),
                    (int) tasks.stream().filter(ms -> ms > 200).count(), timing.get(0).asDouble(), timing.get(1).asDouble());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while loading " + page, e);
        } catch (ExecutionException | TimeoutException e) {
            throw new IllegalStateException("Chromium did not load " + page + " and trace it in " + TIMEOUT_SECONDS + " s", e);
        }
    }

    /** The durations (ms) of the tasks run by a renderer's main thread (CrRendererMain) in {@code trace}. */
    static List<Double> mainThreadTasks(List<JsonNode> trace) {
        Set<String> mainThreads = new HashSet<>();
        for (JsonNode event : trace) {
            if ("M".equals(event.path("ph").asText()) && "thread_name".equals(event.path("name").asText())
                    && "CrRendererMain".equals(event.path("args").path("name").asText())) {
                mainThreads.add(event.path("pid").asText() + "/" + event.path("tid").asText());
            }
        }
        return trace.stream().filter(event -> "X".equals(event.path("ph").asText()) && "RunTask".equals(event.path("name").asText())
                && mainThreads.contains(event.path("pid").asText() + "/" + event.path("tid").asText()))
                .map(event -> event.path("dur").asDouble() / 1000).toList();
    }
}
