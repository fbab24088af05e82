/** Grey lines standing in for a screen whose code is still on its way (plain, like the frame). */
export function ScreenSkeleton() {
  return (
    <div aria-busy="true" data-testid="hub-screen-loading" style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      {['40%', '100%', '90%', '60%'].map((width, index) => (
        <div key={index} className="sb-hub-bone" style={{ width }} />
      ))}
    </div>
  );
}
