// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createElement } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ErrorState, errorReference } from "@/components/layout/error-state";

afterEach(cleanup);

const serverError = Object.assign(new Error("connect ECONNREFUSED 10.0.0.5:5432 password=hunter2"), {
  digest: "2847261934",
});

describe("the error page", () => {
  it("says what to do and gives the reference, never the message or the stack", () => {
    const { container } = render(createElement(ErrorState, { error: serverError, retry: () => {} }));
    expect(screen.getByRole("heading", { name: "Something went wrong" })).toBeTruthy();
    expect(screen.getByText("2847261934")).toBeTruthy();
    expect(container.textContent).not.toContain("ECONNREFUSED");
    expect(container.textContent).not.toContain("hunter2");
    expect(container.textContent).not.toContain(serverError.stack?.split("\n")[1]?.trim() ?? "at ");
    expect(screen.getByRole("link", { name: "Your sweeps" }).getAttribute("href")).toBe("/sweeps");
  });

  it("tries the page again when asked", () => {
    const retry = vi.fn();
    render(createElement(ErrorState, { error: serverError, retry }));
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it("shows no reference line for an error without a digest, whatever was thrown", () => {
    for (const thrown of [new Error("client"), "a string", null, { digest: 42 }])
      expect(errorReference(thrown)).toBeNull();
    render(createElement(ErrorState, { error: "a string", retry: () => {} }));
    expect(screen.queryByText(/Reference/)).toBeNull();
  });
});
